/// How names are compared: case-insensitively and ignoring spaces, so `Name label`,
/// `Name Label` and `nameLabel` (in a Visual Format line) name the same view.
enum NameKey {
  /// The comparison key of a name.
  static func normalize(_ name: String) -> String {
    String(name.lowercased().filter { $0 != " " && $0 != "\t" })
  }
}
