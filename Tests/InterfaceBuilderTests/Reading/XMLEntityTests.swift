import Foundation
import Testing

@testable import InterfaceBuilder

#if canImport(Glibc)
  import Glibc
#endif

/// What FoundationXML's parser, as the importer configures it (`XMLTreeReader.parse`), does with
/// entities when a document type declaration gets to it, and that `XMLTreeReader.read` never lets
/// one get to it. The parser alone: no external entity is read (a marker file's contents never
/// appear), nothing is fetched over the network (a local listener sees no connection), nested
/// entities stop with an error instead of expanding to gigabytes.
@Suite struct XMLEntityTests {
  /// Every attribute value and text of the tree, concatenated.
  static func allText(_ node: XMLNode) -> String {
    node.attributes.values.joined() + node.text + node.children.map(allText).joined()
  }

  /// The tree's text, or "" when the parser refused the document.
  static func parsedText(_ xml: String) -> String {
    (try? XMLTreeReader.parse(Data(xml.utf8))).map(allText) ?? ""
  }

  @Test func externalFileEntitiesAreNotRead() throws {
    let marker = "MARKER-\(UUID().uuidString)"
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "entity-\(UUID().uuidString).txt")
    try marker.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    // Positive control: the file exists and holds the marker.
    #expect(try String(contentsOf: file, encoding: .utf8) == marker)
    for system in [file.absoluteString, file.path, "file:///etc/passwd"] {
      let xml = """
        <?xml version="1.0"?>
        <!DOCTYPE d [ <!ENTITY x SYSTEM "\(system)"> ]>
        <document a="&x;"><t>&x;</t></document>
        """
      let text = Self.parsedText(xml)
      #expect(!text.contains(marker), "\(system)")
      #expect(!text.contains("root:"), "\(system)")
      #expect(throws: XMLTreeReader.Failure.self) { try XMLTreeReader.read(Data(xml.utf8)) }
    }
    // A parameter entity and an external DTD naming the file are not read either.
    let parameter = """
      <?xml version="1.0"?>
      <!DOCTYPE d [ <!ENTITY % p SYSTEM "\(file.absoluteString)"> %p; ]>
      <document a="b"/>
      """
    #expect(!Self.parsedText(parameter).contains(marker))
  }

  @Test func nothingIsFetchedOverTheNetwork() throws {
    let listener = try LocalListener()
    let url = "http://127.0.0.1:\(listener.port)"
    let documents = [
      "<!DOCTYPE d [ <!ENTITY x SYSTEM \"\(url)/entity\"> ]>\n<document a=\"&x;\"><t>&x;</t></document>",
      "<!DOCTYPE d SYSTEM \"\(url)/dtd\">\n<document a=\"b\"/>",
      "<!DOCTYPE d [ <!ENTITY % p SYSTEM \"\(url)/parameter\"> %p; ]>\n<document a=\"b\"/>",
      "<!DOCTYPE d PUBLIC \"-//X//Y\" \"\(url)/public\">\n<document a=\"b\"/>",
    ]
    for document in documents {
      _ = Self.parsedText("<?xml version=\"1.0\"?>\n" + document)
      #expect(!listener.hasConnection(within: 200), "\(document)")
    }
    // Positive control: a real connection is seen.
    let client = listener.connectToIt()
    defer { close(client) }
    #expect(listener.hasConnection(within: 2_000))
  }

  @Test func nestedEntitiesDoNotExpand() throws {
    // Ten levels of ten references: 10^9 copies of "lol", 3 GB if expanded.
    var lines = ["<?xml version=\"1.0\"?>", "<!DOCTYPE d [", "<!ENTITY l0 \"lol\">"]
    for level in 1...9 {
      lines.append("<!ENTITY l\(level) \"" + String(repeating: "&l\(level - 1);", count: 10) + "\">")
    }
    lines += ["]>", "<document a=\"&l9;\"><t>&l9;</t></document>"]
    let xml = lines.joined(separator: "\n")
    var failure: XMLTreeReader.Failure?
    var text = ""
    do {
      text = Self.allText(try XMLTreeReader.parse(Data(xml.utf8)))
    } catch {
      failure = error
    }
    // libxml2 stops at its amplification limit: an "entity reference loop" error, nothing expanded.
    #expect(failure?.code == 89)
    #expect(text.utf8.count < 100_000)
    // And read refuses it before parsing, at the declaration.
    #expect(throws: XMLTreeReader.Failure.self) { try XMLTreeReader.read(Data(xml.utf8)) }
    do {
      _ = try XMLTreeReader.read(Data(xml.utf8))
    } catch {
      #expect(error.line == 2 && error.column == 1)
      #expect(!error.isWellFormednessError)
    }
  }

  @Test func prologCheckFindsTheDeclarationWhereverXMLAllowsIt() throws {
    let refused = [
      "<!DOCTYPE d>\n<document/>",
      "\u{FEFF}<?xml version=\"1.0\"?>\n<!-- x -->\n<?pi data?>\n  <!doctype d>\n<document/>",
      "<?xml version='1.0' encoding='ISO-8859-1'?>\n<document/>",
      "<?xml version=\"1.0\" encoding=\"UTF-7\"?>\n+ADw-!DOCTYPE d+AD4-\n<document/>",
    ]
    for text in refused {
      #expect(throws: XMLTreeReader.Failure.self, "\(text)") { try XMLPrologCheck.check(Array(text.utf8)) }
    }
    let accepted = [
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document/>",
      "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<!-- <!DOCTYPE inside a comment -->\n<document/>",
      "<document a=\"<!DOCTYPE is text here\"/>",
    ]
    for text in accepted {
      #expect(throws: Never.self, "\(text)") { try XMLPrologCheck.check(Array(text.utf8)) }
    }
  }

  @Test func invalidUTF8IsRefusedAtTheByteBeforeFoundationXMLSeesIt() throws {
    // Each of these would reach FoundationXML's force-unwrapped decoding of a name, a comment or
    // a processing instruction once libxml2 recovered from the encoding error. The bad byte is
    // the lead byte that cannot start a sequence (0xFF, 0xC0), else the continuation byte out of
    // range (0xA0 after 0xED: a surrogate; 0x90 after 0xF4: over U+10FFFF).
    let header = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n".utf8)  // 39 bytes
    let cases: [(bytes: [UInt8], line: Int, column: Int)] = [
      (Array("<document a\u{1}=\"b\"/>".utf8).replacing([1], with: [0xFF]), 2, 12),
      (Array("<docu\u{1}ment/>".utf8).replacing([1], with: [0xC0, 0x80]), 2, 6),
      (Array("<document>\n<!-- \u{1} -->\n</document>".utf8).replacing([1], with: [0xED, 0xA0, 0x80]), 3, 7),
      (
        Array("<document><?pi\u{1} x?></document>".utf8).replacing([1], with: [0xF4, 0x90, 0x80, 0x80]), 2, 16
      ),
    ]
    for (body, line, column) in cases {
      do {
        _ = try XMLTreeReader.read(Data(header + body))
        Issue.record("not refused: \(body)")
      } catch {
        #expect(error.message.hasPrefix("the file is not UTF-8: byte 0x"), "\(error.message)")
        #expect(error.line == line && error.column == column, "\(error.line):\(error.column)")
      }
    }
  }
}
