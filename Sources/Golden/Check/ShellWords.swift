/// The words of a command that a message tells the user to run, written so that a POSIX shell
/// reads them back as they were: a word with nothing the shell would act on as it is, any other in
/// single quotes.
public enum ShellWords {
  /// The characters a word may hold and still be written bare.
  private static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".", "/", ",", ":", "=", "+", "@", "%": true
    default: false
    }
  }

  /// `word` as one shell word: bare when every character is plain, otherwise in single quotes
  /// (a quote inside written `'\''`).
  public static func quoted(_ word: String) -> String {
    if !word.isEmpty, word.unicodeScalars.allSatisfy(isPlain) { return word }
    return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// `words` as a command line.
  public static func command(_ words: [String]) -> String {
    words.map(quoted).joined(separator: " ")
  }
}
