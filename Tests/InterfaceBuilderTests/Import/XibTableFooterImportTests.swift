import Foundation
import Layout
import Testing

@testable import InterfaceBuilder

/// A xib's top-level table view (here the File's Owner's view, as saintlab-OMNBankCardsVC's):
/// its footer view is a scene of its own, laid out at its stored size, as a storyboard
/// controller's table's footer is (session 38, review38). Before, the table was imported bare
/// ("no subviews") and the footer's views were left out.
@Suite struct XibTableFooterImportTests {
  /// The document: a 320 x 568 table whose 320 x 60 footer (line 12) holds a 179 x 30 button whose
  /// centre is 0.5 right of the footer's and which is centred in it and 15 below its top.
  static let document = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="7702" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                <connections>
                    <outlet property="view" destination="table" id="owner-view"/>
                </connections>
            </placeholder>
            <tableView opaque="NO" clipsSubviews="YES" contentMode="scaleToFill" style="plain" separatorStyle="default" rowHeight="44" id="table" userLabel="Cards">
                <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <view key="tableFooterView" contentMode="scaleToFill" id="footer">
                    <rect key="frame" x="0.0" y="508" width="320" height="60"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="add">
                            <rect key="frame" x="71" y="15" width="179" height="30"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="30" id="add-h"/>
                                <constraint firstAttribute="width" constant="179" id="add-w"/>
                            </constraints>
                            <state key="normal" title="Button"/>
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstAttribute="centerX" secondItem="add" secondAttribute="centerX" constant="-0.5" id="add-x"/>
                        <constraint firstItem="add" firstAttribute="top" secondItem="footer" secondAttribute="top" constant="15" id="add-t"/>
                        <constraint firstAttribute="centerY" secondItem="add" secondAttribute="centerY" id="add-y"/>
                    </constraints>
                </view>
            </tableView>
        </objects>
        <simulatedMetricsContainer key="defaultSimulatedMetrics">
            <simulatedStatusBarMetrics key="statusBar"/>
            <simulatedOrientationMetrics key="orientation"/>
            <simulatedScreenMetrics key="destination" type="retina4"/>
        </simulatedMetricsContainer>
    </document>
    """

  @Test("the footer is a scene of its own and its button is where the footer's constraints put it")
  func footerScene() throws {
    let result = try ImportSupport.importDocument(text: Self.document, name: "Cards.xib")
    #expect(result.recipes.map(\.name) == ["Cards", "Cards - footer"])
    let footer = try #require(result.recipes.first { $0.name == "Cards - footer" })
    #expect(footer.line == 12)
    let solved = try ImportSupport.solved(footer, variant: .canvas)
    let frames = ImportSupport.framesByIBID(solved.variant, solved.result)
    // Width 179, centre at 320 / 2 + 0.5 = 160.5: x = 160.5 - 89.5 = 71; 15 below the top of the
    // 60-point footer and centred in it (30 high): y = 15.
    #expect(frames["add"] == Rect(x: 71, y: 15, width: 179, height: 30), "\(footer.text)")
    #expect(solved.result.conflicts.isEmpty)
  }
}
