/// One font file of the pinned set: where `scripts/setup`'s Debian packages install it and the
/// SHA-256 of the file this project's goldens were drawn with.
public struct PinnedFont: Hashable, Sendable {
  /// Absolute path of the file.
  public let path: String
  /// SHA-256 of the file's bytes, lowercase hex (empty for a file added by the user at run time).
  public let sha256: String

  /// Creates an entry.
  public init(path: String, sha256: String) {
    self.path = path
    self.sha256 = sha256
  }
}

extension PinnedFont {
  /// The fonts a figure can use: every font file of the packages `scripts/setup` installs
  /// (fonts-inter 4.0~beta7, fonts-dejavu-core 2.37, fonts-wqy-microhei 0.2.0-beta, fonts-noto-color-emoji
  /// 2.042, and since session 33 fonts-liberation2 2.1.5 and fonts-roboto-unhinted 0~20170802 on
  /// Debian 12), listed by path and hash. The private fontconfig configuration sees these files
  /// and no others, so a font another package or the user adds never changes a figure.
  /// Liberation Sans, Serif and Mono stand in for Arial and Helvetica, Times New Roman and Times,
  /// Courier New and Courier (the same advance widths; `FontLibrary.configurationXML(pinned:)`);
  /// Roboto is the family itself, an app font (docs/typesetting.md, "Families other than the
  /// system font").
  public static let standardSet: [PinnedFont] = [
    PinnedFont(
      path: "/usr/share/fonts/opentype/inter/Inter-Black.otf",
      sha256: "d108d003dd5e5a692a586e25aec09f5643f8078613e53d6d5e7ae45e1adf2fb4"),
    PinnedFont(
      path: "/usr/share/fonts/opentype/inter/Inter-BlackItalic.otf",
      sha256: "fdd250fe1eadd2d48151f9e18d989840d308450486ec4a2e4e4fde4b0d435f6c"),
    PinnedFont(
      path: "/usr/share/fonts/opentype/inter/Inter-Bold.otf",
      sha256: "1e9dfd6a6e33ac63a8fe3b4ed7ae0df9eac2d0b25e444e8e7daef4ac77943fc1"),
    PinnedFont(
      path: "/usr/share/fonts/opentype/inter/Inter-BoldItalic.otf",
      sha256: "db4356b780ed61e0d0597a07566bef5bd7497d6f0edc2d88dbf8deaedaf1ace4"),
    PinnedFont(
      path: "/usr/share/fonts/opentype/inter/Inter-ExtraBold.otf",
      sha256: "158144ef2ad48baf0e45907951a00a1d3264f85c742ccfbc087e90d3d9288cfa"),
    PinnedFont(
      path: "/usr/share/fonts/opentype/inter/Inter-ExtraBoldItalic.otf",
      sha256: "6afee6b920d669c589b47fc2abbcad7d459f3d22f6c934c39c33105b39c238da"),
    PinnedFont(
      path: "/usr/share/fonts/opentype/inter/Inter-ExtraLight.otf",
      sha256: "a0f33dfec7784ebf09b19d4ea50ffa49e2595f880082351124aacf9ebfa48442"),
    PinnedFont(
      path: "/usr/share/fonts/opentype/inter/Inter-ExtraLightItalic.otf",
      sha256: "df1d6a77ed02425ec3456dfb488f05bba51e20d62dad2a92edf4ab7425247697"),
    PinnedFont(
      path: "/usr/share/fonts/opentype/inter/Inter-Italic.otf",
      sha256: "45ecfe6cbadfd4803de6214e02c336a95163a7703973bc8a5ce7ac2d174ecaf7"),
    PinnedFont(
      path: "/usr/share/fonts/opentype/inter/Inter-Light.otf",
      sha256: "e66f130fbadda71e297a9a78025e2f05e8d225ae9dfcea9f51f6570b68fdd905"),
    PinnedFont(
      path: "/usr/share/fonts/opentype/inter/Inter-LightItalic.otf",
      sha256: "9e9b0aa66832affca1f1bed090eb7b49236de1ac7b7e81f8c7c80864de49a974"),
    PinnedFont(
      path: "/usr/share/fonts/opentype/inter/Inter-Medium.otf",
      sha256: "99dab2bdcb613c4c8264000a94351d1227f74dc95a86d1249493aeee0c0179c4"),
    PinnedFont(
      path: "/usr/share/fonts/opentype/inter/Inter-MediumItalic.otf",
      sha256: "a0d825963fd0040dd3445c42bf769472dd0777b4e76323486caf72d955bb4723"),
    PinnedFont(
      path: "/usr/share/fonts/opentype/inter/Inter-Regular.otf",
      sha256: "a7e791e8f5a0fb02b65663f7fca73e1d1ca9543f772ad480cbd76f4e3fe3f8cc"),
    PinnedFont(
      path: "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf",
      sha256: "8c1990b6012254ea2b487161697d107357dd0ee55811cfd91c8c11227bbef457"),
    PinnedFont(
      path: "/usr/share/fonts/opentype/inter/Inter-SemiBoldItalic.otf",
      sha256: "404251faffd4c55dfcb53007e7afb9d5c2891584c842165e35050345ab97744b"),
    PinnedFont(
      path: "/usr/share/fonts/opentype/inter/Inter-Thin.otf",
      sha256: "4d9bb6a256c5a9a4f3c7a7f5f27eb0f7e849a1ceee20638d44c9073b41a0b015"),
    PinnedFont(
      path: "/usr/share/fonts/opentype/inter/Inter-ThinItalic.otf",
      sha256: "e8ecee2030f42da7214c7d5dae3c9c29dfb5e728c7f14020b4ce813da6aff12d"),
    PinnedFont(
      path: "/usr/share/fonts/opentype/inter/InterDisplay-Black.otf",
      sha256: "6827cddb859145f5bad353666e92b35bce2a6807051e4a2bf7e93ae4832a30fa"),
    PinnedFont(
      path: "/usr/share/fonts/opentype/inter/InterDisplay-BlackItalic.otf",
      sha256: "bc1c0c5922a8f5b1a78f7540971b35a33688d503c48b4f0182c90130e0eb68e4"),
    PinnedFont(
      path: "/usr/share/fonts/opentype/inter/InterDisplay-Bold.otf",
      sha256: "2738619937fdcd1f0a331ea68d74ef6f9619a6eaaa1f904c73ceafc6c99879d6"),
    PinnedFont(
      path: "/usr/share/fonts/opentype/inter/InterDisplay-BoldItalic.otf",
      sha256: "b9478a740ae33a3cf78e4aaec74207fa7e35ab69f2ff94ece3bd2e1bf4a5191b"),
    PinnedFont(
      path: "/usr/share/fonts/opentype/inter/InterDisplay-ExtraBold.otf",
      sha256: "8d28ae39fa9c092d2898aeb8916022882600829e0a9f2d34390dccd245c0bee0"),
    PinnedFont(
      path: "/usr/share/fonts/opentype/inter/InterDisplay-ExtraBoldItalic.otf",
      sha256: "ef2b33b065597c3b3db04a491d1f436aa148b136636bb93b2e1145c44d0d7a95"),
    PinnedFont(
      path: "/usr/share/fonts/opentype/inter/InterDisplay-ExtraLight.otf",
      sha256: "f9ea85c3f52214c80fb4f562c68c647587c399a71cd8247c7b6a7f76cc75447f"),
    PinnedFont(
      path: "/usr/share/fonts/opentype/inter/InterDisplay-ExtraLightItalic.otf",
      sha256: "05b1031326bb9adbcecb37d4e9c4eb3758c1e43a9414f645af6a263cd9917993"),
    PinnedFont(
      path: "/usr/share/fonts/opentype/inter/InterDisplay-Italic.otf",
      sha256: "416db016f05e828c3831069bd6b231a1e86f51ef1fe356a992e535a225404235"),
    PinnedFont(
      path: "/usr/share/fonts/opentype/inter/InterDisplay-Light.otf",
      sha256: "3c1ca9b58f22f6c0a736704bc62e754eeb15981f4b93bb510963f3d9a8297a23"),
    PinnedFont(
      path: "/usr/share/fonts/opentype/inter/InterDisplay-LightItalic.otf",
      sha256: "f4ce91a9f5a39bed231798a0a327e5bd6df6789ae89937d14ac8d0009287c104"),
    PinnedFont(
      path: "/usr/share/fonts/opentype/inter/InterDisplay-Medium.otf",
      sha256: "c6c1495a1d948689718b853983b699a86488c2a044fbc1317b64545eb78176bd"),
    PinnedFont(
      path: "/usr/share/fonts/opentype/inter/InterDisplay-MediumItalic.otf",
      sha256: "4433a792f6eac887df5435f2784147d2110f6199c8405f5f8204ef9375aa16f0"),
    PinnedFont(
      path: "/usr/share/fonts/opentype/inter/InterDisplay-Regular.otf",
      sha256: "82132edfc052b9f30a4bec53c9089cc5f1e6a0d4aa3b3aa3dfdd1eca89123780"),
    PinnedFont(
      path: "/usr/share/fonts/opentype/inter/InterDisplay-SemiBold.otf",
      sha256: "1db59eb44058d96bd1eb258317ecc33e9766e96726939eb6850987dcda47ef5e"),
    PinnedFont(
      path: "/usr/share/fonts/opentype/inter/InterDisplay-SemiBoldItalic.otf",
      sha256: "3f58177fb439009f6efc1c5a0523ccd2387f9b5f4f15c0d1c4e7cdb3327c9d32"),
    PinnedFont(
      path: "/usr/share/fonts/opentype/inter/InterDisplay-Thin.otf",
      sha256: "88f004cbcf3a7fb4d044d3348d7fb5b537106b45a154e57fddae5b338074e894"),
    PinnedFont(
      path: "/usr/share/fonts/opentype/inter/InterDisplay-ThinItalic.otf",
      sha256: "f86f4ad7c902f572fbab6957f38a7f13ecebbf65585254882d9861e13c442dae"),
    PinnedFont(
      path: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
      sha256: "0d977336a6d5fba34eab8e3199eb218327161b5143749f802982c2bc34df0c96"),
    PinnedFont(
      path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
      sha256: "abdc775b21b1bc470d50c97e790d276f2054b7504e56e5bd3e64f48d68582322"),
    PinnedFont(
      path: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf",
      sha256: "2964f6dac8e6e9d71613928340f17bf868e9ea51692cca333c79e74962f02233"),
    PinnedFont(
      path: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf",
      sha256: "0f5db4f1749979d961019838b160bec74abdf7f9eca69553fe1aa856bbff49a4"),
    PinnedFont(
      path: "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf",
      sha256: "e2fd85eba2de65ac270d1cdb1685e252eb827f600850cf62af2d20c41b22e945"),
    PinnedFont(
      path: "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf",
      sha256: "13e61509f5c81d7c3132810f4f903e3523df89c802bf6e0674621e8f659cdfe1"),
    PinnedFont(
      path: "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
      sha256: "2420e8078af796b19a3f6ef13de527a1a91c1e7171eea115926c614ced1009b3"),
    PinnedFont(
      path: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf",
      sha256: "e5899ed38b8ed83e08bd3ac5de09791e9d19d288333a796de1d35ad17396f1ec"),
    PinnedFont(
      path: "/usr/share/fonts/truetype/liberation2/LiberationMono-Bold.ttf",
      sha256: "29534b0aad22fa386843365da6f04102df8d6a076e06a2a5ce270f83dd1bf351"),
    PinnedFont(
      path: "/usr/share/fonts/truetype/liberation2/LiberationMono-BoldItalic.ttf",
      sha256: "f9f61b3d7f06f2f3f79faa961d77395cf35ade72cdec8521d7e60397194774da"),
    PinnedFont(
      path: "/usr/share/fonts/truetype/liberation2/LiberationMono-Italic.ttf",
      sha256: "b35c3fc2f2d607782bcac01367f419a4a36d0fc48b2115ce6d17498343c3086e"),
    PinnedFont(
      path: "/usr/share/fonts/truetype/liberation2/LiberationMono-Regular.ttf",
      sha256: "6b3809450cf6253b36d157198dc15004a5fbade9abad5543c377feb7bb29139c"),
    PinnedFont(
      path: "/usr/share/fonts/truetype/liberation2/LiberationSans-Bold.ttf",
      sha256: "ba0e0dc3f7aca5b0afbc31e800531ee43be3aa79ae35b2ef1f6470a9547765c4"),
    PinnedFont(
      path: "/usr/share/fonts/truetype/liberation2/LiberationSans-BoldItalic.ttf",
      sha256: "15c1068175252e4adee6d3721bf74064ffe437f679d9dbaeacd03fa7711a041b"),
    PinnedFont(
      path: "/usr/share/fonts/truetype/liberation2/LiberationSans-Italic.ttf",
      sha256: "01f559e5c501d3d5777647c6a92b3ff37a4523bcf4f3b6e97ae052af567618b1"),
    PinnedFont(
      path: "/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf",
      sha256: "8d91388f1d3604b3b8ae0e3ee2d140e50cd6122f9214514f4aca772540a4076d"),
    PinnedFont(
      path: "/usr/share/fonts/truetype/liberation2/LiberationSerif-Bold.ttf",
      sha256: "446a4421f297698427170fd7db20e59169a4188baaaf940e9bea58af6341a723"),
    PinnedFont(
      path: "/usr/share/fonts/truetype/liberation2/LiberationSerif-BoldItalic.ttf",
      sha256: "36dd6965be8915f6d7efb259757f1f7546a7c6f72c53a20bbe4ae7092f2cd558"),
    PinnedFont(
      path: "/usr/share/fonts/truetype/liberation2/LiberationSerif-Italic.ttf",
      sha256: "c1830c433ab41379f1139fac388989d37c9f08c81e1bd643efdcc7946db30753"),
    PinnedFont(
      path: "/usr/share/fonts/truetype/liberation2/LiberationSerif-Regular.ttf",
      sha256: "29d12439831b7f59194efec85872f24f54eff05738933f9a860220d2abff88ba"),
    PinnedFont(
      path: "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Black.ttf",
      sha256: "bbd81322180b38dee7c61668970af6159f7fd180eac6bf615f3d1e06f878d3f0"),
    PinnedFont(
      path: "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-BlackItalic.ttf",
      sha256: "923a413d6185c47543a9d6eaf517c6fb168bc745f90157d3d6092dfde3eef338"),
    PinnedFont(
      path: "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Bold.ttf",
      sha256: "36f3709dea3e3ce3c6aedc058079e55980825f898f1e901d091c73c40de8bab1"),
    PinnedFont(
      path: "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-BoldItalic.ttf",
      sha256: "63d368b094a9bde61447b410b4261b30569eef1bf2094a52de9828121ba7baf7"),
    PinnedFont(
      path: "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Italic.ttf",
      sha256: "5cd9337020d0b1593bae42dcca5cfc0fb86f5806ef469d66d09eae1e56ce346b"),
    PinnedFont(
      path: "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Light.ttf",
      sha256: "e5c6b2b3cad15fd7dd820970eb859635d75bb2155b1a70f78a0668f8ba6d6eef"),
    PinnedFont(
      path: "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-LightItalic.ttf",
      sha256: "a9d2a1c8bbd8b4fea43d2d4027e8d71c39d821831cff4cde97a8e0a723e310bf"),
    PinnedFont(
      path: "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Medium.ttf",
      sha256: "7984aafeaf437899ce89b251d2875fc5048cb7d290152eac070239cca7ff726c"),
    PinnedFont(
      path: "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-MediumItalic.ttf",
      sha256: "48eefc3c8e548f21df2e9b18e06e40834a203e2ff09deed0a09a2c83536c0582"),
    PinnedFont(
      path: "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf",
      sha256: "797e35f7f5d6020a5c6ea13b42ecd668bcfb3bbc4baa0e74773527e5b6cb3174"),
    PinnedFont(
      path: "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Thin.ttf",
      sha256: "52cab88c2fe93c21152b483763745976861be2e3cc093554155f8a3b24de5b97"),
    PinnedFont(
      path: "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-ThinItalic.ttf",
      sha256: "07af4624ab4233724dce0cc0a8e96e59114f754d8fdea94755fcc867445de6ac"),
  ]
}
