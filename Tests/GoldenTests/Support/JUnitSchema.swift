import Foundation
import Testing

/// Validates JUnit XML with `xmllint --schema` against the JUnit schema the CI tools read (the
/// Jenkins / Ant `junit-10.xsd` structure: testsuites > testsuite > testcase with failure, error,
/// skipped, system-out; counts and times as attributes).
enum JUnitSchema {
  static let xsd = """
    <?xml version="1.0" encoding="UTF-8"?>
    <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">
      <xs:element name="failure">
        <xs:complexType mixed="true">
          <xs:attribute name="type" type="xs:string"/>
          <xs:attribute name="message" type="xs:string"/>
        </xs:complexType>
      </xs:element>
      <xs:element name="error">
        <xs:complexType mixed="true">
          <xs:attribute name="type" type="xs:string"/>
          <xs:attribute name="message" type="xs:string"/>
        </xs:complexType>
      </xs:element>
      <xs:element name="skipped">
        <xs:complexType mixed="true">
          <xs:attribute name="message" type="xs:string"/>
        </xs:complexType>
      </xs:element>
      <xs:element name="system-out" type="xs:string"/>
      <xs:element name="system-err" type="xs:string"/>
      <xs:element name="testcase">
        <xs:complexType>
          <xs:sequence>
            <xs:choice minOccurs="0" maxOccurs="unbounded">
              <xs:element ref="skipped"/>
              <xs:element ref="error"/>
              <xs:element ref="failure"/>
              <xs:element ref="system-out"/>
              <xs:element ref="system-err"/>
            </xs:choice>
          </xs:sequence>
          <xs:attribute name="name" type="xs:string" use="required"/>
          <xs:attribute name="classname" type="xs:string"/>
          <xs:attribute name="file" type="xs:string"/>
          <xs:attribute name="time" type="xs:decimal"/>
        </xs:complexType>
      </xs:element>
      <xs:element name="testsuite">
        <xs:complexType>
          <xs:sequence>
            <xs:element ref="testcase" minOccurs="0" maxOccurs="unbounded"/>
          </xs:sequence>
          <xs:attribute name="name" type="xs:string" use="required"/>
          <xs:attribute name="tests" type="xs:nonNegativeInteger" use="required"/>
          <xs:attribute name="failures" type="xs:nonNegativeInteger"/>
          <xs:attribute name="errors" type="xs:nonNegativeInteger"/>
          <xs:attribute name="skipped" type="xs:nonNegativeInteger"/>
          <xs:attribute name="time" type="xs:decimal"/>
        </xs:complexType>
      </xs:element>
      <xs:element name="testsuites">
        <xs:complexType>
          <xs:sequence>
            <xs:element ref="testsuite" minOccurs="0" maxOccurs="unbounded"/>
          </xs:sequence>
          <xs:attribute name="name" type="xs:string"/>
          <xs:attribute name="tests" type="xs:nonNegativeInteger"/>
          <xs:attribute name="failures" type="xs:nonNegativeInteger"/>
          <xs:attribute name="errors" type="xs:nonNegativeInteger"/>
          <xs:attribute name="time" type="xs:decimal"/>
        </xs:complexType>
      </xs:element>
    </xs:schema>
    """

  /// Fails the test unless `xmllint` validates the file.
  static func validate(_ path: String) throws {
    let schema = FileManager.default.temporaryDirectory.appendingPathComponent(
      "junit-\(UUID().uuidString).xsd")
    try xsd.write(to: schema, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: schema) }
    let run = try Repository.run("/usr/bin/xmllint", ["--noout", "--schema", schema.path, path])
    #expect(run.status == 0, "xmllint: \(run.stderr)")
  }
}
