<#
.SYNOPSIS
Builds the Windows installer of Primeval with the JDK's jlink and jpackage.

.DESCRIPTION
Writes to target\installer: Primeval\ (the app image, with Primeval.exe for the window and
primeval-cli.exe for the command line) and Primeval-<version>.msi (or .exe with -Type exe).
Needs JDK 17 or newer (jdeps, jlink, jpackage on PATH or under JAVA_HOME) and, for the .msi or .exe,
the WiX Toolset 3 (candle.exe and light.exe on PATH); without WiX only the app image is made.
The same steps as installer/build.sh, which is the one tested (on Linux); see docs/installer.md.

.EXAMPLE
powershell -ExecutionPolicy Bypass -File installer\build.ps1
#>
param(
    # Stop after the app image.
    [switch]$AppImageOnly,
    # Leave the class-data-sharing archive out of the runtime (smaller, starts slower).
    [switch]$NoCds,
    # The installer kind: msi (default) or exe.
    [ValidateSet('msi', 'exe')][string]$Type = 'msi',
    # Package this runnable jar instead of target\primeval.jar.
    [string]$Jar = '',
    # Write here instead of target\installer.
    [string]$Dest = ''
)
$ErrorActionPreference = 'Stop'

$root = Split-Path -Parent $PSScriptRoot
Set-Location $root

$Name = 'Primeval'
$PackageName = 'primeval'
$MainClass = 'org.ichto.app.Main'
$Vendor = 'The Primeval project'
# The pom's description (this file stays ASCII: Windows PowerShell 5 reads a script without a BOM as ANSI).
$Description = 'Urland and Primordial Soup, two games by Doris Matthaeus & Frank Nestel, against computer opponents.'
$Copyright = 'Copyright (C) 2026 The Primeval project. The board games Urland and Primordial Soup are by Doris Matthaeus and Frank Nestel.'
$Locales = 'en,nl'
# Fixed for every version, so that a newer installer replaces an older one (also Urland 0.1.0's, the
# same program before it was renamed).
$UpgradeUuid = 'e1bc25e9-0623-4a6e-810a-300b753aa5fb'

function Step($text) { Write-Host "==> $text" }

function Tool($tool) {
    if ($env:JAVA_HOME -and (Test-Path (Join-Path $env:JAVA_HOME "bin\$tool.exe"))) {
        return (Join-Path $env:JAVA_HOME "bin\$tool.exe")
    }
    $found = Get-Command $tool -ErrorAction SilentlyContinue
    if ($found) { return $found.Source }
    throw "$tool not found: install a JDK 17 or newer or set JAVA_HOME"
}

function Run($exe, [string[]]$arguments) {
    & $exe @arguments
    if ($LASTEXITCODE -ne 0) { throw "$exe failed with exit code $LASTEXITCODE" }
}

$jdeps = Tool 'jdeps'
$jlink = Tool 'jlink'
$jpackage = Tool 'jpackage'
$jdkMajor = [int]((& $jpackage --version).Split('.')[0])
if ($jdkMajor -lt 17) { throw "jpackage from JDK 17 or newer is needed" }

if (-not $Dest) { $Dest = Join-Path $root 'target\installer' }
New-Item -ItemType Directory -Force -Path $Dest | Out-Null
$Dest = (Resolve-Path $Dest).Path

# ---------------------------------------------------------------- the game's jar
if (-not $Jar) {
    $Jar = Join-Path $root "target\$PackageName.jar"
    $sources = @(Get-Item pom.xml) + @(Get-ChildItem -Recurse -File src\main, ai-profiles)
    $newest = ($sources | Measure-Object -Property LastWriteTime -Maximum).Maximum
    if (-not (Test-Path $Jar) -or (Get-Item $Jar).LastWriteTime -lt $newest) {
        Step "building $Jar with Maven"
        Run 'mvn' @('-q', '-B', 'package', '-DskipTests')
    }
}
$Jar = (Resolve-Path $Jar).Path

# The version comes from the jar's manifest (the pom's version); jpackage wants numbers only.
Add-Type -AssemblyName System.IO.Compression.FileSystem
$zip = [System.IO.Compression.ZipFile]::OpenRead($Jar)
try {
    $reader = New-Object System.IO.StreamReader($zip.GetEntry('META-INF/MANIFEST.MF').Open())
    $manifest = $reader.ReadToEnd()
    $reader.Close()
} finally {
    $zip.Dispose()
}
if ($manifest -notmatch 'Implementation-Version:\s*(\S+)') { throw "$Jar has no Implementation-Version" }
$version = $Matches[1]
$appVersion = ($version -split '-')[0]
Write-Host "$Name $version, windows, jar $Jar"

$work = Join-Path ([System.IO.Path]::GetTempPath()) ("$PackageName-installer-" + [guid]::NewGuid())
New-Item -ItemType Directory -Path $work | Out-Null
try {
    # ------------------------------------------------------------ the runtime
    Step 'finding the modules the game needs (jdeps)'
    $modules = (& $jdeps --print-module-deps --ignore-missing-deps --multi-release $jdkMajor $Jar).Trim()
    if ($LASTEXITCODE -ne 0) { throw 'jdeps failed' }
    $modules = "$modules,jdk.localedata"
    Write-Host "    $modules"

    Step 'linking the runtime (jlink)'
    $runtime = Join-Path $Dest 'runtime'
    if (Test-Path $runtime) { Remove-Item -Recurse -Force $runtime }
    $jlinkArgs = @('--add-modules', $modules, "--include-locales=$Locales", '--strip-debug',
        '--no-header-files', '--no-man-pages', '--compress=2', '--output', $runtime)
    if (-not $NoCds) { $jlinkArgs += '--generate-cds-archive' }
    Run $jlink $jlinkArgs
    Remove-Item -Force -ErrorAction SilentlyContinue (Join-Path $runtime 'bin\server\classes_nocoops.jsa')

    # ------------------------------------------------------------ the app image
    Step 'making the app image (jpackage)'
    $inputDir = Join-Path $work 'input'
    New-Item -ItemType Directory -Path $inputDir | Out-Null
    Copy-Item $Jar (Join-Path $inputDir "$PackageName.jar")
    $icon = Join-Path $root "installer\icons\$PackageName.ico"
    $common = @('--name', $Name, '--app-version', $appVersion, '--vendor', $Vendor,
        '--description', $Description, '--copyright', $Copyright, '--icon', $icon)
    $image = Join-Path $Dest $Name
    if (Test-Path $image) { Remove-Item -Recurse -Force $image }
    # The launchers start the VM with the options of installer\jvm.options (its lines without comments).
    $javaOptions = @(Get-Content (Join-Path $root 'installer\jvm.options') |
        Where-Object { $_.Trim() -ne '' -and -not $_.Trim().StartsWith('#') } |
        ForEach-Object { '--java-options'; $_.Trim() })
    # Primeval.exe opens the window; primeval-cli.exe has a console, for --version and the commands.
    Run $jpackage ($common + $javaOptions + @('--type', 'app-image', '--input', $inputDir, '--main-jar', "$PackageName.jar",
        '--main-class', $MainClass, '--runtime-image', $runtime, '--dest', $Dest,
        '--add-launcher', ("$PackageName-cli=" + (Join-Path $root "installer\windows\$PackageName-cli.properties"))))
    Write-Host "    $image"

    # ------------------------------------------------------------ the installer
    $package = $null
    if (-not $AppImageOnly) {
        if (-not (Get-Command candle.exe -ErrorAction SilentlyContinue) -or
                -not (Get-Command light.exe -ErrorAction SilentlyContinue)) {
            Write-Warning 'no installer: jpackage needs the WiX Toolset 3 (candle.exe, light.exe on PATH) for .msi and .exe'
        } else {
            Step "making the .$Type installer (jpackage)"
            # The file associations, one per game's saved-game extension (installer\*-save.properties,
            # e.g. urland-save.properties for *.urland), each with the icon added.
            $associations = @()
            foreach ($properties in Get-ChildItem (Join-Path $root 'installer') -Filter '*-save.properties') {
                $copy = Join-Path $work $properties.Name
                Get-Content $properties.FullName | Set-Content $copy
                Add-Content $copy ('icon=' + $icon.Replace('\', '/'))
                $associations += @('--file-associations', $copy)
            }
            if ($associations.Count -eq 0) { throw 'no installer\*-save.properties (the file associations)' }
            Get-ChildItem $Dest -Filter "*.$Type" | Remove-Item -Force
            Run $jpackage ($common + @('--type', $Type, '--app-image', $image, '--dest', $Dest,
                '--win-menu', '--win-menu-group', 'Games', '--win-shortcut', '--win-dir-chooser',
                '--win-upgrade-uuid', $UpgradeUuid) + $associations)
            $package = (Get-ChildItem $Dest -Filter "*.$Type" | Select-Object -First 1).FullName
        }
    }
} finally {
    Remove-Item -Recurse -Force -ErrorAction SilentlyContinue $work
}

function SizeMb($path) {
    $bytes = (Get-ChildItem -Recurse -File $path | Measure-Object -Property Length -Sum).Sum
    return '{0:N1} MiB' -f ($bytes / 1MB)
}
Write-Host ''
Write-Host "runtime    $(SizeMb $runtime)  ($modules)"
Write-Host "app image  $(SizeMb $image)  $image"
if ($package) { Write-Host "installer  $(SizeMb $package)  $package" }
