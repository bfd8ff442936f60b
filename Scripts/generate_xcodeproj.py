#!/usr/bin/env python3
"""Writes Apps/MexicoApps.xcodeproj (Xcode 16.3+ format, synchronized folders) for the three apps: the project
file, the shared schemes and the project's workspace (project.xcworkspace/contents.xcworkspacedata).

The project file is committed; run this script again only when a target, a package product or a
remote package changes (a new Swift file, storyboard or asset needs no edit: folders are synchronized).
Escribe Apps/MexicoApps.xcodeproj. El archivo se versiona; solo hay que regenerarlo si cambia un
target, un producto del paquete o un paquete remoto (los archivos nuevos no requieren edición).
"""
import hashlib
import os
import re

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PROJECT_DIR = os.path.join(ROOT, "Apps", "MexicoApps.xcodeproj")

# The oldest Xcode that opens the project: Package.swift needs swift-tools 6.1 (Xcode 16.3). It is
# written as CreatedOnToolsVersion.
# El Xcode más antiguo que abre el proyecto (swift-tools 6.1 = Xcode 16.3): CreatedOnToolsVersion.
XCODE_VERSION = "16.3"
# The newest Xcode whose recommended settings the project has taken: LastUpgradeCheck, LastSwiftUpdateCheck
# and the schemes' LastUpgradeVersion, so Xcode 26 opens it without offering "Update to recommended
# settings" (an older Xcode, 16.3 included, ignores a newer value). Xcode 27 may offer it: accept only
# what it lists besides the deployment target (Config/Deployment.xcconfig already raises that to 15.0).
# El Xcode más nuevo cuyos ajustes recomendados tiene el proyecto (Xcode 26 no ofrece actualizarlos;
# 16.3 ignora un valor más nuevo).
XCODE_UPGRADE_CHECK = "2600"

# Signing lives outside the project file: Config/Base.xcconfig (committed) sets the defaults and
# includes the git-ignored Config/Signing.xcconfig when it exists (copy Signing.example.xcconfig).
# La firma vive fuera del proyecto: Config/Base.xcconfig incluye Config/Signing.xcconfig si existe.
BASE_XCCONFIG = "Base.xcconfig"
# Included by the others (listed so they show in Xcode's navigator). / Incluidos por los demás.
INCLUDED_XCCONFIGS = ["Deployment.xcconfig", "Version.xcconfig"]

REMOTE_PACKAGES = {
    # name: (repository URL, exact version)
    "lottie-ios": ("https://github.com/airbnb/lottie-ios.git", "4.4.1"),
    "IQKeyboardManager": ("https://github.com/hackiftekhar/IQKeyboardManager.git", "6.5.16"),
    "firebase-ios-sdk": ("https://github.com/firebase/firebase-ios-sdk.git", "10.29.0"),
}

APPS = [
    # (target, the product document's iOS floor (Config/<target>.xcconfig), bundle id, local products,
    #  remote products [(product, package)])
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
def xcconfig_file(file_name):
    return add(oid("config", file_name), "PBXFileReference", lastKnownFileType="text.xcconfig", path=file_name,
               sourceTree="<group>")


base_xcconfig = xcconfig_file(BASE_XCCONFIG)
# Each app and its test bundle share Config/<App>.xcconfig: the deployment target, decided in one place.
# Cada app y sus pruebas comparten Config/<App>.xcconfig: el deployment target, decidido en un lugar.
app_xcconfigs = {name: xcconfig_file(f"{name}.xcconfig") for name, *_ in APPS}
config_group = add(oid("group", "config"), "PBXGroup",
                   children=[base_xcconfig] + list(app_xcconfigs.values())
                   + [xcconfig_file(file_name) for file_name in INCLUDED_XCCONFIGS],
                   name="Config", path="../Config", sourceTree="<group>")
main_group_children.append(config_group)


def configs(owner, common, debug_extra=None, base=None, release_extra=None):
    ids = []
    for name in ("Debug", "Release"):
        settings = dict(common)
        if name == "Debug" and debug_extra:
            settings.update(debug_extra)
        if name == "Release" and release_extra:
            settings.update(release_extra)
        fields = {"baseConfigurationReference": base} if base else {}
        ids.append(add(oid(owner, "config", name), "XCBuildConfiguration", **fields, buildSettings=settings,
                       name=name))
    return add(oid(owner, "configlist"), "XCConfigurationList", buildConfigurations=ids,
               defaultConfigurationIsVisible="0", defaultConfigurationName="Release")


def test_products(tests, products):
    """The host's package products that the test bundle's Swift files import (sorted).
    Los productos del paquete de la app que importan los archivos Swift de las pruebas."""
    imported = set()
    for folder, _, files in os.walk(os.path.join(ROOT, "Apps", tests)):
        for file_name in files:
            if file_name.endswith(".swift"):
                with open(os.path.join(folder, file_name), encoding="utf-8") as handle:
                    imported.update(re.findall(r"^\s*(?:@testable\s+)?import\s+(\w+)", handle.read(), re.M))
    return sorted(imported.intersection(products))


def phases(owner, frameworks=()):
    return [
        add(oid(owner, "sources"), "PBXSourcesBuildPhase", buildActionMask="2147483647", files=[],
            runOnlyForDeploymentPostprocessing="0"),
        add(oid(owner, "frameworks"), "PBXFrameworksBuildPhase", buildActionMask="2147483647",
            files=list(frameworks), runOnlyForDeploymentPostprocessing="0"),
        add(oid(owner, "resources"), "PBXResourcesBuildPhase", buildActionMask="2147483647", files=[],
            runOnlyForDeploymentPostprocessing="0"),
    ]


def app_own_settings(path):
    """What follows the floor line in an existing Config/<App>.xcconfig: the app's own settings (e.g.
    Estados' ESTADOS_GOODBYE_BUTTON), kept as they are so a team's one-line change survives.
    Lo que sigue a la línea del mínimo: los ajustes propios de la app, que se conservan."""
    if not os.path.exists(path):
        return ""
    with open(path) as handle:
        text = handle.read()
    marker = "\nMEXICO_DOCUMENT_DEPLOYMENT_TARGET ="
    start = text.find(marker)
    if start < 0:
        return ""
    end = text.find("\n", start + 1)
    return text[end + 1:] if end >= 0 else ""


def write_app_xcconfig(name, floor):
    """Config/<App>.xcconfig: the document's floor; Deployment.xcconfig picks it or 15.0 by Xcode.
    Config/<App>.xcconfig: el mínimo del documento; Deployment.xcconfig lo elige o 15.0 según Xcode."""
    path = os.path.join(ROOT, "Config", f"{name}.xcconfig")
    own = app_own_settings(path)
    text = (f"// {name} and {name}Tests: the product document asks for iOS {floor} (see Deployment.xcconfig for Xcode 27+).\n"
            f"// {name} y {name}Tests: el documento del producto pide iOS {floor} (ver Deployment.xcconfig para Xcode 27+).\n"
            '#include "Deployment.xcconfig"\n\n'
            f"MEXICO_DOCUMENT_DEPLOYMENT_TARGET = {floor}\n") + own
    with open(path, "w") as handle:
        handle.write(text)


for name, deployment, bundle_id, local_products, remote_products in APPS:
    write_app_xcconfig(name, deployment)
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
        "GENERATE_INFOPLIST_FILE": "NO",
        "INFOPLIST_FILE": f"{name}/Info.plist",
        "LD_RUNPATH_SEARCH_PATHS": ["$(inherited)", "@executable_path/Frameworks"],
        "PRODUCT_BUNDLE_IDENTIFIER": bundle_id,
        "PRODUCT_NAME": "$(TARGET_NAME)",
        "SWIFT_EMIT_LOC_STRINGS": "YES",
        "SWIFT_VERSION": "5.0",
        "TARGETED_DEVICE_FAMILY": "1,2",
    }
    add(app_id, "PBXNativeTarget", buildConfigurationList=configs(name, app_settings, base=app_xcconfigs[name]),
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
        "GENERATE_INFOPLIST_FILE": "YES",
        "PRODUCT_BUNDLE_IDENTIFIER": f"{bundle_id}.tests",
        "PRODUCT_NAME": "$(TARGET_NAME)",
        "SWIFT_VERSION": "5.0",
        "TARGETED_DEVICE_FAMILY": "1,2",
        "TEST_HOST": f"$(BUILT_PRODUCTS_DIR)/{name}.app/$(BUNDLE_EXECUTABLE_FOLDER_PATH)/{name}",
    }
    # The package products the bundle imports are its dependencies (built first, on its module path), but
    # not linked a second time: the host app carries their code, reached through BUNDLE_LOADER.
    # Los productos del paquete que importa son dependencias suyas (se compilan antes), sin enlazarlos otra
    # vez: la app anfitriona lleva su código.
    tests_deps = [add(oid(tests, "dep", product), "XCSwiftPackageProductDependency", package=local_pkg,
                      productName=product) for product in test_products(tests, local_products)]
    add(tests_id, "PBXNativeTarget", buildConfigurationList=configs(tests, tests_settings, base=app_xcconfigs[name]),
        buildPhases=phases(tests), buildRules=[], dependencies=[dependency],
        fileSystemSynchronizedGroups=[tests_folder], name=tests, packageProductDependencies=tests_deps,
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
    "LOCALIZATION_PREFERS_STRING_CATALOGS": "NO",
    "SDKROOT": "iphoneos",
    "SWIFT_VERSION": "5.0",
}
# VALIDATE_PRODUCT and dSYMs (crash reports symbolicated) only in Release, as Xcode's templates have it.
# VALIDATE_PRODUCT y los dSYM (para simbolizar los informes de fallos) solo en Release, como las plantillas.
project_list = configs("project", dict(project_settings_common, **{"SWIFT_COMPILATION_MODE": "wholemodule"}),
    release_extra={"DEBUG_INFORMATION_FORMAT": "dwarf-with-dsym", "VALIDATE_PRODUCT": "YES"},
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
      <BuildableProductRunnable runnableDebuggingMode = "0">
         <BuildableReference BuildableIdentifier = "primary" BlueprintIdentifier = "{app_id}" BuildableName = "{name}.app" BlueprintName = "{name}" ReferencedContainer = "container:MexicoApps.xcodeproj">
         </BuildableReference>
      </BuildableProductRunnable>
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
# The workspace Xcode makes inside the project on first open, committed so that Xcode does not add it. Xcode
# still writes the app's Package.resolved beside it (xcshareddata/swiftpm/) and per-user state
# (xcuserdata/): .gitignore keeps both out of git, so an open leaves nothing untracked (GitIgnoreTests).
# El workspace que Xcode crea al abrir el proyecto, versionado; el Package.resolved y xcuserdata/ que Xcode
# escribe junto a él los ignora .gitignore, así que abrirlo no deja nada sin seguimiento.
WORKSPACE = """<?xml version="1.0" encoding="UTF-8"?>
<Workspace
   version = "1.0">
   <FileRef
      location = "self:">
   </FileRef>
</Workspace>
"""
workspace_dir = os.path.join(PROJECT_DIR, "project.xcworkspace")
os.makedirs(workspace_dir, exist_ok=True)
with open(os.path.join(workspace_dir, "contents.xcworkspacedata"), "w") as handle:
    handle.write(WORKSPACE)
print("wrote", PROJECT_DIR)
