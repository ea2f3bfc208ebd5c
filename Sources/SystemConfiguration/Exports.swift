// Every Apple framework brings Foundation with it: a file that imports only this module still
// has URL, Date, NSError and DispatchQueue, as on iOS.
@_exported import Foundation
