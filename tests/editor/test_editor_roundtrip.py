"""Issue 13 part A in the editor: a file with invalid values opens, keeps showing them at the file's lines
after edits, and Save writes them back as written, with the file's comments."""

from __future__ import annotations

import re

from tests.editor.conftest import DEMO


def _broken(tmp_path):
    text = DEMO.read_text(encoding="utf-8")
    text = re.sub(r"orientation: flat\b", "orientation: flatt", text, count=1)
    text = text.replace("    wood:", "    woods:", 1)
    p = tmp_path / "typo.yaml"
    p.write_text(text, encoding="utf-8")
    lines = text.splitlines()
    return p, text, lines.index(next(ln for ln in lines if "orientation: flatt" in ln)) + 1, \
        lines.index(next(ln for ln in lines if ln.startswith("    woods:"))) + 1


def _at(findings, word):
    return sorted({f.line for f in findings if f.path and word in f.path})


def test_invalid_values_stay_shown_at_their_disk_lines_and_are_saved_as_written(window, mouse, tmp_path):
    p, text, orientation_line, woods_line = _broken(tmp_path)
    assert window.open_file(str(p), ask=False)
    findings = window.validation.run_now()
    assert _at(findings, "orientation") == [orientation_line]
    assert _at(findings, "woods") == [woods_line]
    window.set_tool("brush")
    window.tool_settings.set(terrain="village", brush_size=1)
    mouse.drag(["0705"])
    assert window.doc.modified
    findings = window.validation.run_now()  # the live check: the errors are still there, at the same lines
    assert _at(findings, "orientation") == [orientation_line]
    assert _at(findings, "woods") == [woods_line]
    assert not window.validation.summary.text().startswith("No findings")
    assert window._save_to(str(p))
    saved = p.read_text(encoding="utf-8")
    assert "orientation: flatt" in saved and "    woods:" in saved
    comments = [ln[ln.index("#"):] for ln in text.splitlines() if "#" in ln]
    assert [ln[ln.index("#"):] for ln in saved.splitlines() if "#" in ln] == comments


def test_open_and_save_keeps_the_demo_byte_for_byte(window, tmp_path):
    p = tmp_path / "demo.yaml"
    assert window._save_to(str(p))
    assert p.read_bytes() == DEMO.read_bytes()
