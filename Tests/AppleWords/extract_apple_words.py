#!/usr/bin/env python3
"""Extracts the VoiceOver words Vocalize's profiles are checked against from Apple's
localized framework strings, as published in kishikawakatsumi/applelocalization-tools
(data/<platform>/<bundle>.json, extracted from iOS/macOS). Writes apple-words.json: for each
string, its bundle, strings file and key, and its text per Apple language code.

Usage: extract_apple_words.py <git-dir of applelocalization-tools> [commit] > apple-words.json
"""
import json
import subprocess
import sys

# (bundle file in the repository, strings file, keys). Only strings VoiceOver speaks or that
# name what it speaks: command names, UIKit's own rotors, trait and state words.
WANTED = [
    ("data/ios/VoiceOverServices.framework.json", "VoiceOverCommands.strings", [
        "VOTEventCommandNextHeading", "VOTEventCommandNextLink", "VOTEventCommandNextControl",
        "VOTEventCommandNextContainer", "CATEGORY_ROTOR",
    ]),
    ("data/ios/VoiceOverServices.framework.json", "VoiceOverServices.strings", [
        "VOSCommand.MoveToNextHeading", "VOSCommand.MoveToNextLink", "VOSCommand.MoveToNextControl",
        "VOSCommand.MoveToNextContainer", "VOSCommand.PrimaryActivate",
        "VOSOutputEvent.BoundaryEncountered", "VOSSettingsItem.Hints",
    ]),
    ("data/macos/UIKit.axbundle.json", "Accessibility.strings", [
        "heading.rotor", "links", "action.performed", "orb.preview.more.actions.label", "trait.button", "trait.header", "trait.link", "trait.adjustable",
        "trait.image", "trait.searchfield", "trait.selected", "trait.notenabled", "trait.tab",
        "toggle.on", "toggle.off", "toggle.mixed", "index.with.total.count",
    ]),
    ("data/ios/ScreenReaderOutput.framework.json", "BrailleSubstitutions.strings", [
        "BUTTON_FULL", "HEADING_FULL", "LINK_FULL", "IMAGE_FULL", "TAB_FULL", "SELECTED_FULL",
        "DIMMED_FULL", "SEARCH_FULL", "TEXT_FULL",
    ]),
    ("data/ios/AccessibilityPlatformTranslation.framework.json", "Localizable.strings", [
        "container.role.description.landmark",
    ]),
    ("data/ios/UIAccessibility.framework.json", "Localized.strings", [
        "USER_INPUT_BUTTON", "USER_INPUT_IMAGE", "USER_INPUT_SEARCH", "USER_INPUT_ADJUSTABLE",
    ]),
]


def main():
    git_dir = sys.argv[1]
    commit = sys.argv[2] if len(sys.argv) > 2 else "HEAD"
    commit = subprocess.run(["git", "--git-dir", git_dir, "rev-parse", commit], check=True,
                            capture_output=True, text=True).stdout.strip()
    out = {"repository": "kishikawakatsumi/applelocalization-tools", "commit": commit, "strings": {}}
    cache = {}
    for path, strings_file, keys in WANTED:
        if path not in cache:
            text = subprocess.run(["git", "--git-dir", git_dir, "show", f"{commit}:{path}"], check=True,
                                  capture_output=True, text=True).stdout
            cache[path] = json.loads(text)["localizations"]
        bundle = path.split("/")[-1][: -len(".json")]
        for key in keys:
            texts = {e["language"]: e["target"] for e in cache[path].get(key, []) if e["filename"] == strings_file}
            if not texts:
                raise SystemExit(f"{path}: no {key} in {strings_file}")
            out["strings"][f"{bundle}/{strings_file}:{key}"] = dict(sorted(texts.items()))
    json.dump(out, sys.stdout, ensure_ascii=False, indent=1, sort_keys=False)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
