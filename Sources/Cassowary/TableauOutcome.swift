/// The outcome of adding a row or changing a required constant.
enum TableauOutcome: Sendable {
  case accepted(Tag)
  /// Refused; the tableau is unchanged. `certificate` lists the non-basic symbols of the row that
  /// proved infeasibility: the markers of the constraints combined into the contradiction.
  case refused(certificate: [Symbol])
}
