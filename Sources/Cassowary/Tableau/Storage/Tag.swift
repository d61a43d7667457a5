/// The symbols a constraint owns in the tableau and how they entered its row.
///
/// Shifting a constraint's constant by `delta` equals shifting its marker by `delta / markerCoefficient`
/// (or its other symbol by `delta / otherCoefficient`): that is how edits avoid rebuilding rows.
struct Tag: Sendable {
  var marker: Symbol
  var markerCoefficient: Double
  var other: Symbol?
  var otherCoefficient: Double
  /// The optional priority, or `nil` when required.
  var priority: Int?
}
