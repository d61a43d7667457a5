/// One scene constraint as the engine treated it.
public struct SolvedConstraint: Hashable, Sendable {
  /// How the solver treated it.
  public var status: ConstraintStatus
  /// Its constant in points (Standard and system spacing resolved); nil if invalid.
  public var resolvedConstant: Double?

  /// An outcome from its parts.
  public init(status: ConstraintStatus, resolvedConstant: Double?) {
    self.status = status
    self.resolvedConstant = resolvedConstant
  }

  /// What an unknown index reads as: satisfied, no resolved constant.
  static let unknown = SolvedConstraint(status: .satisfied, resolvedConstant: nil)
}
