"""The documentation stays true: every CLI option is documented, the
tutorial runs and prints what it shows, the gallery's outputs are what the
tool prints today, and README links every page."""

import contextlib
import io
import re
import shlex
from pathlib import Path

import pytest

from dfx.driver.cli import dfx_opt_main, load_plugins
from stream_affinity.cli import annotate_main

REPO = Path(__file__).resolve().parent.parent
DOCS = REPO / "docs"


def _help(main) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["--help"]) == 0
    return out.getvalue()


def _options(help_text: str):
    """Every `-x` / `--long-option` spelled in an argparse help text."""
    return sorted(set(re.findall(r"(?<![\w-])(--?[A-Za-z][\w-]*)", help_text)) - {"-", "--"})


@pytest.mark.parametrize("tool", ["annotate-affinities", "dfx-opt"])
def test_every_option_in_help_is_documented(tool):
    load_plugins()
    text = _help(annotate_main if tool == "annotate-affinities" else dfx_opt_main)
    options = _options(text)
    assert "--help" in options and "-o" in options
    doc = (DOCS / "cli.md").read_text()
    missing = [o for o in options if not re.search(rf"`{re.escape(o)}[ =`\[]", doc)]
    assert missing == [], f"{tool} options missing from docs/cli.md: {missing}"


def _fenced(text: str):
    """(language, body, start offset) of every fenced block."""
    return [(m.group(1), m.group(2), m.start()) for m in re.finditer(r"^```(\w*)\n(.*?)^```$", text, re.M | re.S)]


def test_tutorial_runs_and_prints_what_it_shows():
    text = (DOCS / "tutorial.md").read_text()
    blocks = _fenced(text)
    assert sum(1 for lang, _, _ in blocks if lang == "python") >= 5
    namespace = {"__name__": "tutorial"}
    pending_output = None
    for lang, body, _ in blocks:
        if lang == "python":
            out = io.StringIO()
            with contextlib.redirect_stdout(out):
                exec(compile(body, str(DOCS / "tutorial.md"), "exec"), namespace)  # noqa: S102
            pending_output = out.getvalue() or pending_output
        elif lang == "" and pending_output is not None:
            # A plain block right after printing code shows that output.
            assert pending_output.rstrip("\n") == body.rstrip("\n")
            pending_output = None


def test_gallery_outputs_are_current():
    text = (DOCS / "gallery.md").read_text()
    # `<!-- command: ARGS -->`, or `<!-- command: ARGS (exit N) -->` for a
    # command that exits N (`--check` exits 1 when it finds something).
    commands = re.findall(r"<!-- command: (.*?) -->\n```\w*\n(.*?)^```$", text, re.M | re.S)
    assert len(commands) >= 4
    for command, shown in commands:
        m = re.fullmatch(r"(.*) \(exit (\d+)\)", command)
        expected = int(m.group(2)) if m else 0
        argv = shlex.split(m.group(1) if m else command)
        assert argv[0] == "annotate-affinities"
        out, err = io.StringIO(), io.StringIO()
        with contextlib.chdir(REPO) if hasattr(contextlib, "chdir") else _chdir(REPO):
            code = annotate_main(argv[1:], stdout=out, stderr=err)
        assert code == expected, err.getvalue()
        assert out.getvalue().rstrip("\n") == shown.rstrip("\n"), command


@contextlib.contextmanager
def _chdir(path):
    import os
    old = os.getcwd()
    os.chdir(path)
    try:
        yield
    finally:
        os.chdir(old)


def test_gallery_picture_exists_and_is_a_png():
    assert "(img/multi_device_mul.png)" in (DOCS / "gallery.md").read_text()
    assert (DOCS / "img" / "multi_device_mul.png").read_bytes().startswith(b"\x89PNG")


def test_readme_links_every_doc_page():
    readme = (REPO / "README.md").read_text()
    for page in ("architecture.md", "cli.md", "tutorial.md", "gallery.md", "affinity-schema.json",
                 "divergences.md", "property-tests.md", "performance.md"):
        assert f"(docs/{page})" in readme, page
    for link in re.findall(r"\]\(([^)#]+)\)", readme):
        if not link.startswith("http"):
            assert (REPO / link).exists(), link


def test_doc_pages_link_to_existing_files():
    for page in ("architecture.md", "cli.md", "tutorial.md", "gallery.md", "property-tests.md"):
        for link in re.findall(r"\]\(([^)#]+)\)", (DOCS / page).read_text()):
            if not link.startswith("http"):
                assert (DOCS / link).exists(), f"{page}: {link}"


def test_property_doc_example_is_the_tested_file():
    # docs/property-tests.md shows property_tests/test_docs_example.py in
    # full (and says it is under 20 lines); the suite runs that file.
    doc = (DOCS / "property-tests.md").read_text()
    source = (REPO / "property_tests" / "test_docs_example.py").read_text()
    blocks = re.findall(r"```python\n(.*?)```", doc, re.S)
    assert source in blocks
    assert len(source.splitlines()) < 20


def _documented_imports():
    """(page, module, name) for every `from dfx... / stream_affinity... import`
    in the Python blocks of README and docs/*.md and in examples/*.py."""
    sources = [(p, "\n".join(re.findall(r"```python\n(.*?)```", p.read_text(), re.S)))
               for p in [REPO / "README.md", *sorted(DOCS.glob("*.md"))]]
    sources += [(p, p.read_text()) for p in sorted((REPO / "examples").glob("*.py"))]
    out = []
    for page, text in sources:
        for module, names in re.findall(r"^\s*from ((?:dfx|stream_affinity)[\w.]*) import \(?([^)]*?)\)?\s*$",
                                        text, re.M | re.S):
            for name in re.split(r"[,\s]+", re.sub(r"#.*", "", names)):
                if name and name != "as":
                    out.append((page.name, module, name))
    return out


def test_every_name_the_docs_import_exists():
    # The public API: what README, docs and examples show users keeps working.
    import importlib
    found = _documented_imports()
    assert len(found) > 20  # the pattern still sees the docs' imports
    missing = [f"{page}: from {module} import {name}" for page, module, name in found
               if not hasattr(importlib.import_module(module), name)]
    assert missing == []
