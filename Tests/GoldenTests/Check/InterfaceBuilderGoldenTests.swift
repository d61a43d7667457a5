import Foundation
import Testing

/// `record` and `check` given a storyboard: one golden per scene, named after the file and the
/// scene, and each scene checked against its own golden.
@Suite struct InterfaceBuilderGoldenTests {
  /// A storyboard of two scenes, "First" and "Second", each a box 50 pt high pinned to the root's
  /// top-leading margins; the first box is 100 pt wide, the second `secondWidth`.
  static func storyboard(secondWidth: Int) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21225" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
        <device id="retina4_7" orientation="portrait"/>
        <scenes>
    \(scene("First", 1, width: 100))
    \(scene("Second", 2, width: secondWidth))
        </scenes>
    </document>
    """
  }

  /// One scene: a view controller whose root holds a box labelled "Box"; ids end in `n`.
  static func scene(_ name: String, _ n: Int, width: Int) -> String {
    """
            <!--\(name)-->
            <scene sceneID="s\(n)">
                <objects>
                    <viewController id="vc\(n)" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root\(n)">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box\(n)" userLabel="Box">
                                    <constraints>
                                        <constraint firstAttribute="width" constant="\(width)" id="w\(n)"/>
                                        <constraint firstAttribute="height" constant="50" id="h\(n)"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="box\(n)" firstAttribute="leading" secondItem="root\(n)" secondAttribute="leadingMargin" id="l\(n)"/>
                                <constraint firstItem="box\(n)" firstAttribute="top" secondItem="root\(n)" secondAttribute="topMargin" id="t\(n)"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
    """
  }

  @Test func eachSceneIsRecordedAndCheckedAgainstItsOwnGolden() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("TwoScenes.storyboard").path
    func write(secondWidth: Int) throws {
      try Self.storyboard(secondWidth: secondWidth).write(toFile: file, atomically: true, encoding: .utf8)
    }
    try write(secondWidth: 100)
    let goldens = folder.appendingPathComponent("goldens").path
    let report = folder.appendingPathComponent("report").path

    let record = try Repository.tool(["record", file, "--goldens", goldens])
    #expect(record.status == 0, "\(record.stderr)")
    for stem in ["two-scenes-first", "two-scenes-second"] {
      #expect(record.stdout.contains("wrote \(goldens)/\(stem).png\nwrote \(goldens)/\(stem).golden.json"))
    }
    #expect(record.stdout.contains("recorded 2 goldens"))

    let same = try Repository.tool(["check", file, "--goldens", goldens, "--report", report])
    #expect(same.status == 0, "\(same.stdout)\(same.stderr)")
    #expect(same.stdout.contains("checked 2 figures of 2 recipes: 2 match, 0 differ"))

    // The second scene's box is 40 pt wider: only its golden differs, and the moved view is named.
    try write(secondWidth: 140)
    let changed = try Repository.tool(["check", file, "--goldens", goldens, "--report", report])
    #expect(changed.status == 1, "\(changed.stdout)\(changed.stderr)")
    #expect(changed.stdout.contains("checked 2 figures of 2 recipes: 1 match, 1 differ"))
    #expect(changed.stdout.contains("two-scenes-second"))
    #expect(!changed.stdout.contains("two-scenes-first"))
    #expect(changed.stdout.contains("Box"))
    #expect(changed.stdout.contains("record \(file) --mode all"))

    // A document that cannot be imported is one failing input; the others are still checked.
    let legacy = Repository.root.appendingPathComponent("Tests/Fixtures/InterfaceBuilder/LegacyMac.xib").path
    try write(secondWidth: 100)
    let mixed = try Repository.tool(["check", file, legacy, "--goldens", goldens, "--report", report])
    #expect(mixed.status == 65, "\(mixed.stdout)\(mixed.stderr)")
    #expect(
      mixed.stdout.contains("checked 3 figures of 3 recipes: 2 match, 0 differ, 0 missing, 1 with errors"))
    #expect(mixed.stderr.contains("legacy Interface Builder archive for macOS"))
  }
}
