// Typesetting takes UIKit's vocabulary (font weights, alignment, text styles, Dynamic Type) in
// its API; clients see those types through this module.
@_exported import UIKitVocabulary
