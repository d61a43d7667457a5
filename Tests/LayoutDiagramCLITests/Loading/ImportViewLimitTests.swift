import Foundation
import TestSupport
import Testing

/// `--max-views` on a storyboard: a scene with more views is refused at the scene's line before
/// it is converted (second read of review37, L12: the whole scene was converted first, 4,000 views
/// in 99 s, and then refused), for `import`, `solve` and `render` alike, with nothing written.
@Suite("the view limit on an imported scene")
struct ImportViewLimitTests {
  /// A storyboard whose one scene (its `<viewController>` on line 7) has a root holding `count`
  /// plain views, each pinned by its frame.
  static func storyboard(views count: Int) -> String {
    let views = (0..<count).map {
      "<view contentMode=\"scaleToFill\" id=\"v\($0)\"><rect key=\"frame\" x=\"0\" y=\"\($0)\" width=\"10\" height=\"1\"/></view>"
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc">
          <device id="retina6_1" orientation="portrait" appearance="light"/>
          <scenes>
              <scene sceneID="s1">
                  <objects>
                  <viewController id="vc" title="Flat" sceneMemberID="viewController">
                      <view key="view" contentMode="scaleToFill" id="root">
                          <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                          <subviews>
      \(views.joined(separator: "\n"))
                          </subviews>
                      </view>
                  </viewController>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
  }

  @Test("6 views with --max-views 5: refused at the scene (line 7), 65, nothing written; 5 are drawn")
  func refusedBeforeConversion() throws {
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("flat.storyboard").path
    try Self.storyboard(views: 6).write(toFile: path, atomically: true, encoding: .utf8)
    let out = folder.appendingPathComponent("out")
    for command in [["import"], ["solve"], ["render", "--format", "svg"]] {
      let arguments =
        [command[0], path, "--max-views", "5"] + command.dropFirst()
        + (command[0] == "solve" ? [] : ["--out", out.path])
      let output = try TestProcess.runTool(arguments)
      #expect(output.status == 65, "\(command[0]): \(output.stderr.prefix(400))")
      #expect(
        output.stderr.contains(
          path + ":7: error: the scene \"Flat\" is over a limit: too many views: it has more than 5\n"
            + "hint: the limit is 5 views; --max-views N raises it (README, \"Limits\")"),
        "\(command[0]): \(output.stderr.prefix(400))")
      #expect(((try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []).isEmpty)
    }
    let within = try TestProcess.runTool(["import", path, "--max-views", "6", "--out", out.path])
    #expect(within.status == 0, "\(within.stderr.prefix(400))")
  }
}
