import Foundation
import TestSupport
import Testing

@testable import Typesetting

/// `PinnedFont.joined`: the user's font files joined to the pinned set, a user's file taking the
/// place of the pinned files of its family. The oracle for families is `fc-query`, the tool of the
/// library that matches them.
@Suite struct JoinedFontSetTests {
  static let pinnedRoboto = "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf"

  /// `fc-query`'s first family of each face of `path`.
  static func fcFamilies(_ path: String) throws -> [String] {
    let output = try TestProcess.run("/usr/bin/fc-query", ["--format=%{family[0]}\n", path]).stdout
    var families: [String] = []
    for line in output.split(separator: "\n").map(String.init) where !families.contains(line) {
      families.append(line)
    }
    return families
  }

  @Test func withoutFilesTheSetIsThePinnedOne() {
    #expect(PinnedFont.joined([]) == PinnedFont.standardSet)
  }

  /// A copy of the pinned Roboto Regular (family Roboto) takes the place of every pinned file of
  /// the Roboto family, the 12 of RobotoTTF/, which fc-query names so, and of no other.
  @Test func aFileOfAPinnedFamilyReplacesThatFamilyOnly() throws {
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = folder.appendingPathComponent("Roboto-Regular.ttf").path
    try FileManager.default.copyItem(atPath: Self.pinnedRoboto, toPath: copy)
    #expect(try Self.fcFamilies(copy) == ["Roboto"])
    #expect(FontLibrary.families(ofFontFile: copy) == ["Roboto"])

    let joined = PinnedFont.joined([PinnedFont(path: copy, sha256: "")])
    let left = try PinnedFont.standardSet.filter { try Self.fcFamilies($0.path).contains("Roboto") }
    #expect(left.count == 12)
    #expect(left.allSatisfy { $0.path.contains("/RobotoTTF/") })
    #expect(
      joined == PinnedFont.standardSet.filter { !left.contains($0) } + [PinnedFont(path: copy, sha256: "")])
  }

  /// Every face of a collection counts: WenQuanYi Micro Hei's .ttc holds two families.
  @Test func aCollectionsFamiliesAreEveryFacesFamily() throws {
    let path = "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc"
    #expect(FontLibrary.families(ofFontFile: path) == (try Self.fcFamilies(path)))
    #expect(FontLibrary.families(ofFontFile: path).count == 2)
    #expect(FontLibrary.families(ofFontFile: "/nonexistent/font.ttf").isEmpty)
  }
}
