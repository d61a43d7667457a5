// Layout's model speaks UIKit's vocabulary (font weights, alignment, text styles, Dynamic Type);
// every client of Layout sees those types as part of its API.
@_exported import UIKitVocabulary
