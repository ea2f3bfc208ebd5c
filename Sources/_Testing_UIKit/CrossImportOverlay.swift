// Swift Testing declares a cross-import overlay for UIKit (its Testing.swiftcrossimport names
// `_Testing_UIKit`), so a file importing both Testing and UIKit looks for this module. The Linux
// toolchain ships none; this empty module lets such a test file compile. See
// docs/your-own-animators.md.
