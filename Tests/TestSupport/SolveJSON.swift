import Foundation

/// Reading `solve --format json` output in tests.
public enum SolveJSON {
  /// The frame (`x`, `y`, `width`, `height`) `json` gives the view named `name`, nil when the output
  /// is not a JSON object or names no such view.
  public static func frame(of name: String, in json: String) -> [String: Double]? {
    let document = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let views = document?["views"] as? [[String: Any]] ?? []
    let view = views.first { $0["name"] as? String == name }
    return (view?["frame"] as? [String: Any])?.compactMapValues { $0 as? Double }
  }
}
