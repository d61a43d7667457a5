import Foundation
import Testing

@testable import Pipeline

/// `--fonts DIR` walks the folder by hand (`FontFiles.fontFiles(in:)`): hidden folders and
/// `__MACOSX` are left out before the walk descends into them, a symbolic link to a folder is
/// followed once per real folder (a link back up the tree does not loop), and the files come back
/// relative to the folder, so the names messages show are the folder's own.
@Suite struct FontFolderWalkTests {
  @Test func theWalkSkipsHiddenFoldersAndFollowsEachRealFolderOnce() throws {
    let manager = FileManager.default
    let root = manager.temporaryDirectory.appendingPathComponent("fontwalk-\(UUID().uuidString)").path
    defer { try? manager.removeItem(atPath: root) }
    let app = root + "/App Fonts"
    let outside = root + "/Shared"
    for folder in [app + "/Bold", app + "/.git/objects", app + "/__MACOSX", outside] {
      try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }
    for file in [
      app + "/Roboto-Regular.ttf", app + "/Bold/Roboto-Bold.TTF", app + "/.git/objects/Old.ttf",
      app + "/__MACOSX/._Roboto-Regular.ttf", app + "/._Roboto-Regular.ttf", app + "/README.txt",
      outside + "/Icons.otf",
    ] {
      #expect(manager.createFile(atPath: file, contents: Data("x".utf8)))
    }
    // A link back up the tree and a link to a folder outside it.
    try manager.createSymbolicLink(atPath: app + "/Bold/up", withDestinationPath: app)
    try manager.createSymbolicLink(atPath: app + "/Linked", withDestinationPath: outside)

    let found = try FontFiles.fontFiles(in: app).get()
    #expect(found == ["Bold/Roboto-Bold.TTF", "Linked/Icons.otf", "Roboto-Regular.ttf"])
  }

  @Test func aMissingFolderIsNamed() {
    let temporary = FileManager.default.temporaryDirectory
    let missing = temporary.appendingPathComponent("no-\(UUID().uuidString)").path
    switch FontFiles.fontFiles(in: missing) {
    case .success(let files): Issue.record("listed a missing folder: \(files)")
    case .failure(let unreadable): #expect(unreadable.folder == missing)
    }
  }
}
