#!/usr/bin/env python3
"""Writes Apps/MexicoApps.xcodeproj (Xcode 16.3+ format, synchronized folders) for the three apps.

The project file is committed; run this script again only when a target, a package product or a
remote package changes (a new Swift file, storyboard or asset needs no edit: folders are synchronized).
Escribe Apps/MexicoApps.xcodeproj. El archivo se versiona; solo hay que regenerarlo si cambia un
target, un producto del paquete o un paquete remoto (los archivos nuevos no requieren edición).
"""
import hashlib
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PROJECT_DIR = os.path.join(ROOT, "Apps", "MexicoApps.xcodeproj")

# The oldest Xcode that opens the project: Package.swift needs swift-tools 6.1 (Xcode 16.3). It is
# written as CreatedOnToolsVersion, LastUpgradeCheck and the schemes' LastUpgradeVersion, so Xcode
# neither rewrites the file nor offers a settings upgrade on first open.
# El Xcode más antiguo que abre el proyecto (swift-tools 6.1 = Xcode 16.3); se escribe en
# CreatedOnToolsVersion, LastUpgradeCheck y LastUpgradeVersion de los esquemas.
XCODE_VERSION = "16.3"
XCODE_UPGRADE_CHECK = "{}{}0".format(*XCODE_VERSION.split("."))  # "16.3" -> "1630", Xcode's spelling

# Signing lives outside the project file: Config/Base.xcconfig (committed) sets the defaults and
# includes the git-ignored Config/Signing.xcconfig when it exists (copy Signing.example.xcconfig).
# La firma vive fuera del proyecto: Config/Base.xcconfig incluye Config/Signing.xcconfig si existe.
BASE_XCCONFIG = "Base.xcconfig"

REMOTE_PACKAGES = {
    # name: (repository URL, exact version)
    "lottie-ios": ("https://github.com/airbnb/lottie-ios.git", "4.4.1"),
    "IQKeyboardManager": ("https://github.com/hackiftekhar/IQKeyboardManager.git", "6.5.16"),
    "firebase-ios-sdk": ("https://github.com/firebase/firebase-ios-sdk.git", "10.29.0"),
}

APPS = [
    # (target, deployment target, bundle id, local products, remote products [(product, package)])
    ("Estados", "13.0", "$(BUNDLE_ID_PREFIX).estados", ["AppCore", "EstadosKit"], []),
    ("Productos", "13.0", "$(BUNDLE_ID_PREFIX).productos", ["AppCore", "ProductosKit"], []),
    (
        "TestApp", "12.0", "$(BUNDLE_ID_PREFIX).testapp",
        ["AppCore", "FeaturesKit", "ProfileKit", "UIComponentsKit", "AlbumKit", "PersistenceKit",
         "NetworkingKit", "MapFeatureKit", "WebViewKit", "AppServicesKit"],
        [("Lottie", "lottie-ios"), ("IQKeyboardManagerSwift", "IQKeyboardManager"),
         ("FirebaseRemoteConfig", "firebase-ios-sdk")],
    ),
]


def oid(*parts):
    """Stable 24-hex object id. / Id de objeto estable de 24 caracteres hex."""
    return hashlib.md5("/".join(parts).encode()).hexdigest()[:24].upper()


def q(value):
    """Quotes an OpenStep plist string when needed. / Entrecomilla si hace falta."""
    if value and all(c.isalnum() or c in "._/" for c in value):
        return value
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def render(value, indent=2):
    pad = "\t" * indent
    if isinstance(value, dict):
        body = "".join(f"{pad}\t{q(k)} = {render(v, indent + 1)};\n" for k, v in value.items())
        return "{\n" + body + pad + "}"
    if isinstance(value, list):
        body = "".join(f"{pad}\t{render(v, indent + 1)},\n" for v in value)
        return "(\n" + body + pad + ")"
    return q(str(value))


objects = {}


def add(obj_id, isa, **fields):
    objects[obj_id] = dict(isa=isa, **fields)
    return obj_id


local_pkg = add(oid("localpkg"), "XCLocalSwiftPackageReference", relativePath="..")
remote_refs = {
    name: add(oid("remote", name), "XCRemoteSwiftPackageReference", repositoryURL=url,
              requirement={"kind": "exactVersion", "version": version})
    for name, (url, version) in REMOTE_PACKAGES.items()
}

products_group_children = []
# UIKit helpers compiled into every app (storyboard loading, colours, alerts).
# Ayudas UIKit compiladas en todas las apps (carga de storyboards, colores, alertas).
shared_ui = add(oid("SharedUI", "folder"), "PBXFileSystemSynchronizedRootGroup", path="SharedUI",
                sourceTree="<group>")
main_group_children = [shared_ui]
targets = []
target_attributes = {}

# Config/ (beside Apps/): the base configuration file of the project's configurations.
# Config/ (junto a Apps/): el archivo de configuración base del proyecto.
base_xcconfig = add(oid("config", BASE_XCCONFIG), "PBXFileReference", lastKnownFileType="text.xcconfig",
                    path=BASE_XCCONFIG, sourceTree="<group>")
config_group = add(oid("group", "config"), "PBXGroup", children=[base_xcconfig], name="Config",
                   path="../Config", sourceTree="<group>")
main_group_children.append(config_group)


def configs(owner, common, debug_extra=None, base=None):
    ids = []
    for name in ("Debug", "Release"):
        settings = dict(common)
        if name == "Debug" and debug_extra:
            settings.update(debug_extra)
        fields = {"baseConfigurationReference": base} if base else {}
        ids.append(add(oid(owner, "config", name), "XCBuildConfiguration", **fields, buildSettings=settings,
                       name=name))
    return add(oid(owner, "configlist"), "XCConfigurationList", buildConfigurations=ids,
               defaultConfigurationIsVisible="0", defaultConfigurationName="Release")


def phases(owner, frameworks=()):
    return [
        add(oid(owner, "sources"), "PBXSourcesBuildPhase", buildActionMask="2147483647", files=[],
            runOnlyForDeploymentPostprocessing="0"),
        add(oid(owner, "frameworks"), "PBXFrameworksBuildPhase", buildActionMask="2147483647",
            files=list(frameworks), runOnlyForDeploymentPostprocessing="0"),
        add(oid(owner, "resources"), "PBXResourcesBuildPhase", buildActionMask="2147483647", files=[],
            runOnlyForDeploymentPostprocessing="0"),
    ]


for name, deployment, bundle_id, local_products, remote_products in APPS:
    app_id = oid("target", name)
    product_ref = add(oid(name, "product"), "PBXFileReference", explicitFileType="wrapper.application",
                      includeInIndex="0", path=f"{name}.app", sourceTree="BUILT_PRODUCTS_DIR")
    products_group_children.append(product_ref)
    exceptions = add(oid(name, "exceptions"), "PBXFileSystemSynchronizedBuildFileExceptionSet",
                     membershipExceptions=["Info.plist"], target=app_id)
    folder = add(oid(name, "folder"), "PBXFileSystemSynchronizedRootGroup", exceptions=[exceptions],
                 path=name, sourceTree="<group>")
    main_group_children.append(folder)
    package_deps, build_files = [], []
    for product in local_products:
        dep = add(oid(name, "dep", product), "XCSwiftPackageProductDependency", package=local_pkg,
                  productName=product)
        package_deps.append(dep)
        build_files.append(add(oid(name, "bf", product), "PBXBuildFile", productRef=dep))
    for product, package in remote_products:
        dep = add(oid(name, "dep", product), "XCSwiftPackageProductDependency", package=remote_refs[package],
                  productName=product)
        package_deps.append(dep)
        build_files.append(add(oid(name, "bf", product), "PBXBuildFile", productRef=dep))
    app_settings = {
        "ASSETCATALOG_COMPILER_APPICON_NAME": "AppIcon",
        "CURRENT_PROJECT_VERSION": "1",
        "GENERATE_INFOPLIST_FILE": "NO",
        "INFOPLIST_FILE": f"{name}/Info.plist",
        "IPHONEOS_DEPLOYMENT_TARGET": deployment,
        "LD_RUNPATH_SEARCH_PATHS": ["$(inherited)", "@executable_path/Frameworks"],
        "MARKETING_VERSION": "1.0",
        "PRODUCT_BUNDLE_IDENTIFIER": bundle_id,
        "PRODUCT_NAME": "$(TARGET_NAME)",
        "SWIFT_EMIT_LOC_STRINGS": "YES",
        "SWIFT_VERSION": "5.0",
        "TARGETED_DEVICE_FAMILY": "1,2",
    }
    add(app_id, "PBXNativeTarget", buildConfigurationList=configs(name, app_settings),
        buildPhases=phases(name, build_files), buildRules=[], dependencies=[],
        fileSystemSynchronizedGroups=[folder, shared_ui], name=name, packageProductDependencies=package_deps,
        productName=name, productReference=product_ref, productType="com.apple.product-type.application")
    targets.append(app_id)
    target_attributes[app_id] = {"CreatedOnToolsVersion": XCODE_VERSION}

    # Unit tests hosted by the app. / Pruebas unitarias alojadas en la app.
    tests = f"{name}Tests"
    tests_id = oid("target", tests)
    tests_product = add(oid(tests, "product"), "PBXFileReference", explicitFileType="wrapper.cfbundle",
                        includeInIndex="0", path=f"{tests}.xctest", sourceTree="BUILT_PRODUCTS_DIR")
    products_group_children.append(tests_product)
    tests_folder = add(oid(tests, "folder"), "PBXFileSystemSynchronizedRootGroup", path=tests,
                       sourceTree="<group>")
    main_group_children.append(tests_folder)
    proxy = add(oid(tests, "proxy"), "PBXContainerItemProxy", containerPortal=oid("project"), proxyType="1",
                remoteGlobalIDString=app_id, remoteInfo=name)
    dependency = add(oid(tests, "dependency"), "PBXTargetDependency", target=app_id, targetProxy=proxy)
    tests_settings = {
        "BUNDLE_LOADER": "$(TEST_HOST)",
        "CURRENT_PROJECT_VERSION": "1",
        "GENERATE_INFOPLIST_FILE": "YES",
        "IPHONEOS_DEPLOYMENT_TARGET": deployment,
        "MARKETING_VERSION": "1.0",
        "PRODUCT_BUNDLE_IDENTIFIER": f"{bundle_id}.tests",
        "PRODUCT_NAME": "$(TARGET_NAME)",
        "SWIFT_VERSION": "5.0",
        "TARGETED_DEVICE_FAMILY": "1,2",
        "TEST_HOST": f"$(BUILT_PRODUCTS_DIR)/{name}.app/$(BUNDLE_EXECUTABLE_FOLDER_PATH)/{name}",
    }
    add(tests_id, "PBXNativeTarget", buildConfigurationList=configs(tests, tests_settings),
        buildPhases=phases(tests), buildRules=[], dependencies=[dependency],
        fileSystemSynchronizedGroups=[tests_folder], name=tests, packageProductDependencies=[],
        productName=tests, productReference=tests_product, productType="com.apple.product-type.bundle.unit-test")
    targets.append(tests_id)
    # TestTargetID: the app that hosts the bundle (Xcode adds it on first open otherwise).
    # TestTargetID: la app que aloja el bundle (si falta, Xcode la añade al abrir).
    target_attributes[tests_id] = {"CreatedOnToolsVersion": XCODE_VERSION, "TestTargetID": app_id}

products_group = add(oid("group", "products"), "PBXGroup", children=products_group_children, name="Products",
                     sourceTree="<group>")
main_group = add(oid("group", "main"), "PBXGroup", children=main_group_children + [products_group],
                 sourceTree="<group>")

project_settings_common = {
    "ALWAYS_SEARCH_USER_PATHS": "NO",
    "CLANG_ENABLE_MODULES": "YES",
    "CLANG_ENABLE_OBJC_ARC": "YES",
    "ENABLE_STRICT_OBJC_MSGSEND": "YES",
    "ENABLE_USER_SCRIPT_SANDBOXING": "YES",
    "GCC_C_LANGUAGE_STANDARD": "gnu17",
    "IPHONEOS_DEPLOYMENT_TARGET": "12.0",
    "LOCALIZATION_PREFERS_STRING_CATALOGS": "NO",
    "SDKROOT": "iphoneos",
    "SWIFT_VERSION": "5.0",
}
project_list = configs("project", dict(project_settings_common, **{
    "SWIFT_COMPILATION_MODE": "wholemodule", "VALIDATE_PRODUCT": "YES"}),
    debug_extra={"DEBUG_INFORMATION_FORMAT": "dwarf", "ENABLE_TESTABILITY": "YES", "ONLY_ACTIVE_ARCH": "YES",
                 "SWIFT_ACTIVE_COMPILATION_CONDITIONS": "DEBUG $(inherited)",
                 "SWIFT_OPTIMIZATION_LEVEL": "-Onone", "SWIFT_COMPILATION_MODE": "singlefile"},
    base=base_xcconfig)
add(oid("project"), "PBXProject",
    # Format 77 has no compatibilityVersion (Xcode 16 drops it). / El formato 77 no lleva compatibilityVersion.
    attributes={"BuildIndependentTargetsInParallel": "1", "LastSwiftUpdateCheck": XCODE_UPGRADE_CHECK,
                "LastUpgradeCheck": XCODE_UPGRADE_CHECK, "TargetAttributes": target_attributes},
    buildConfigurationList=project_list, developmentRegion="es",
    hasScannedForEncodings="0", knownRegions=["es", "en", "Base"], mainGroup=main_group,
    minimizedProjectReferenceProxies="1", packageReferences=[local_pkg] + list(remote_refs.values()),
    preferredProjectObjectVersion="77", productRefGroup=products_group, projectDirPath="", projectRoot="",
    targets=targets)

lines = ["// !$*UTF8*$!", "{", "\tarchiveVersion = 1;", "\tclasses = {", "\t};", "\tobjectVersion = 77;",
         "\tobjects = {"]
for obj_id in sorted(objects):
    lines.append(f"\t\t{obj_id} = {render(objects[obj_id], 2)};")
lines += ["\t};", f"\trootObject = {oid('project')};", "}", ""]
os.makedirs(PROJECT_DIR, exist_ok=True)
with open(os.path.join(PROJECT_DIR, "project.pbxproj"), "w") as handle:
    handle.write("\n".join(lines))

# Shared schemes so `xcodebuild -scheme NAME` works on CI. / Esquemas compartidos para CI.
SCHEME = """<?xml version="1.0" encoding="UTF-8"?>
<Scheme LastUpgradeVersion = "{upgrade}" version = "1.7">
   <BuildAction parallelizeBuildables = "YES" buildImplicitDependencies = "YES">
      <BuildActionEntries>
         <BuildActionEntry buildForTesting = "YES" buildForRunning = "YES" buildForProfiling = "YES" buildForArchiving = "YES" buildForAnalyzing = "YES">
            <BuildableReference BuildableIdentifier = "primary" BlueprintIdentifier = "{app_id}" BuildableName = "{name}.app" BlueprintName = "{name}" ReferencedContainer = "container:MexicoApps.xcodeproj">
            </BuildableReference>
         </BuildActionEntry>
      </BuildActionEntries>
   </BuildAction>
   <TestAction buildConfiguration = "Debug" selectedDebuggerIdentifier = "Xcode.DebuggerFoundation.Debugger.LLDB" selectedLauncherIdentifier = "Xcode.DebuggerFoundation.Launcher.LLDB" shouldUseLaunchSchemeArgsEnv = "YES">
      <Testables>
         <TestableReference skipped = "NO">
            <BuildableReference BuildableIdentifier = "primary" BlueprintIdentifier = "{tests_id}" BuildableName = "{name}Tests.xctest" BlueprintName = "{name}Tests" ReferencedContainer = "container:MexicoApps.xcodeproj">
            </BuildableReference>
         </TestableReference>
      </Testables>
   </TestAction>
   <LaunchAction buildConfiguration = "Debug" selectedDebuggerIdentifier = "Xcode.DebuggerFoundation.Debugger.LLDB" selectedLauncherIdentifier = "Xcode.DebuggerFoundation.Launcher.LLDB" launchStyle = "0" useCustomWorkingDirectory = "NO" ignoresPersistentStateOnLaunch = "NO" debugDocumentVersioning = "YES" debugServiceExtension = "internal" allowLocationSimulation = "YES">
      <BuildableProductRunnable runnableDebuggingMode = "0">
         <BuildableReference BuildableIdentifier = "primary" BlueprintIdentifier = "{app_id}" BuildableName = "{name}.app" BlueprintName = "{name}" ReferencedContainer = "container:MexicoApps.xcodeproj">
         </BuildableReference>
      </BuildableProductRunnable>
   </LaunchAction>
   <ProfileAction buildConfiguration = "Release" shouldUseLaunchSchemeArgsEnv = "YES" savedToolIdentifier = "" useCustomWorkingDirectory = "NO" debugDocumentVersioning = "YES">
   </ProfileAction>
   <AnalyzeAction buildConfiguration = "Debug">
   </AnalyzeAction>
   <ArchiveAction buildConfiguration = "Release" revealArchiveInOrganizer = "YES">
   </ArchiveAction>
</Scheme>
"""
scheme_dir = os.path.join(PROJECT_DIR, "xcshareddata", "xcschemes")
os.makedirs(scheme_dir, exist_ok=True)
for name, *_ in APPS:
    with open(os.path.join(scheme_dir, f"{name}.xcscheme"), "w") as handle:
        handle.write(SCHEME.format(name=name, app_id=oid("target", name), tests_id=oid("target", f"{name}Tests"),
                                   upgrade=XCODE_UPGRADE_CHECK))
print("wrote", PROJECT_DIR)
