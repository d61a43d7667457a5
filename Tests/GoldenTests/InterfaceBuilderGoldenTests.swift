import Foundation
import Testing

/// `record` and `check` given a storyboard: one golden per scene, named after the file and the
/// scene, and each scene checked against its own golden.
@Suite struct InterfaceBuilderGoldenTests {
  /// A storyboard of two scenes, "First" and "Second", each a box pinned to the root's corner;
  /// `SECOND_WIDTH` is the second box's width constant.
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21225" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
        <device id="retina4_7" orientation="portrait"/>
        <scenes>
            <!--First-->
            <scene sceneID="s1">
                <objects>
                    <viewController id="vc1" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root1">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box1" userLabel="Box">
                                    <constraints>
                                        <constraint firstAttribute="width" constant="100" id="w1"/>
                                        <constraint firstAttribute="height" constant="50" id="h1"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="box1" firstAttribute="leading" secondItem="root1" secondAttribute="leadingMargin" id="l1"/>
                                <constraint firstItem="box1" firstAttribute="top" secondItem="root1" secondAttribute="topMargin" id="t1"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
            <!--Second-->
            <scene sceneID="s2">
                <objects>
                    <viewController id="vc2" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root2">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box2" userLabel="Box">
                                    <constraints>
                                        <constraint firstAttribute="width" constant="SECOND_WIDTH" id="w2"/>
                                        <constraint firstAttribute="height" constant="50" id="h2"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="box2" firstAttribute="leading" secondItem="root2" secondAttribute="leadingMargin" id="l2"/>
                                <constraint firstItem="box2" firstAttribute="top" secondItem="root2" secondAttribute="topMargin" id="t2"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  @Test func eachSceneIsRecordedAndCheckedAgainstItsOwnGolden() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("TwoScenes.storyboard").path
    func write(secondWidth: Int) throws {
      try Self.storyboard.replacingOccurrences(of: "SECOND_WIDTH", with: "\(secondWidth)")
        .write(toFile: file, atomically: true, encoding: .utf8)
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
    // A golden is what render draws for that scene.
    let rendered = folder.appendingPathComponent("rendered").path
    #expect(try Repository.tool(["render", file, "--out", rendered]).status == 0)
    for stem in ["two-scenes-first", "two-scenes-second"] {
      let golden = FileManager.default.contents(atPath: "\(goldens)/\(stem).png")
      #expect(golden != nil && golden == FileManager.default.contents(atPath: "\(rendered)/\(stem).png"))
    }

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
    let legacy = Repository.root.appendingPathComponent("Tests/Fixtures/InterfaceBuilder/Legacy.xib").path
    try write(secondWidth: 100)
    let mixed = try Repository.tool(["check", file, legacy, "--goldens", goldens, "--report", report])
    #expect(mixed.status == 65, "\(mixed.stdout)\(mixed.stderr)")
    #expect(
      mixed.stdout.contains("checked 3 figures of 3 recipes: 2 match, 0 differ, 0 missing, 1 with errors"))
    #expect(mixed.stderr.contains("legacy Xcode 4 archive"))
  }
}
