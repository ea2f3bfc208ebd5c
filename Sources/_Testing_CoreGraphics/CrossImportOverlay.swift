// Swift Testing declares a cross-import overlay for CoreGraphics (`_Testing_CoreGraphics`), which
// a file importing Testing and UIKit (or QuartzCore) reaches through the re-exported
// CoreGraphics module. The Linux toolchain ships none; this empty module stands in.
