"""`annotate-affinities --emit=html`: the page is self-contained and
deterministic, carries what the analysis found, and works in a browser
(headless Chromium, driven through its DevTools pipe by tests/browser.py):
clicking an op shows its justification tree, filtering by device shows
exactly that device's ops, searching a value finds it.

Without a Chromium-family browser the browser tests skip with the reason;
under CI (`CI` set) a missing browser is a failure (.ci/run installs
Debian's `chromium`).
"""

from __future__ import annotations

import io
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

import stream_affinity  # noqa: F401
from dfx.ir import WalkOrder
from dfx.syntax.parser import parse_module
from stream_affinity.analysis.affinity import AffinityAnalysis
from stream_affinity.analysis.interfaces import AffinityOp
from stream_affinity.cli import annotate_main

from ..browser import Browser, find_browser

REPO = Path(__file__).resolve().parents[2]
EXAMPLE = REPO / "examples" / "multi_device_mul.mlir"
SCREENSHOT = REPO / "docs" / "img" / "report-multi-device-mul.png"
CHECK_SCREENSHOT = REPO / "docs" / "img" / "report-check-multi-device.png"


def emit_html(path: Path, *extra: str) -> str:
    out, err = io.StringIO(), io.StringIO()
    assert annotate_main(["--emit=html", *extra, str(path)], stdout=out, stderr=err) == 0, err.getvalue()
    return out.getvalue()


def page_data(html: str) -> dict:
    m = re.search(r'<script type="application/json" id="data">(.*?)</script>', html, re.S)
    return json.loads(m.group(1).replace("<\\/", "</"))


def expected_ops_per_device(path: Path) -> dict:
    module = parse_module(path.read_text(), str(path))
    analysis = AffinityAnalysis(module)
    analysis.run()
    counts: dict = {}
    for op in module.walk(WalkOrder.PRE):
        if op.get_trait(AffinityOp) is None or op.parent_op is module:
            continue  # the report lists the ops inside functions
        ok, affinities = analysis.try_lookup_execution_affinity(op)
        for a in affinities if ok else []:
            counts[str(a)] = counts.get(str(a), 0) + 1
    return counts


# -- the file -----------------------------------------------------------------------------


def test_page_is_self_contained_and_deterministic():
    html = emit_html(EXAMPLE, "--partitions")
    assert html.startswith("<!DOCTYPE html>")
    assert not re.search(r"https?://|<link\b|\bsrc=|@import|url\(", html)
    env = dict(os.environ, PYTHONHASHSEED="123")
    other = subprocess.run([sys.executable, "-m", "stream_affinity", "--emit=html", "--partitions", str(EXAMPLE)],
                           capture_output=True, text=True, env=env, cwd=REPO)
    assert other.returncode == 0 and other.stdout == html


def test_page_carries_the_analysis_results():
    data = page_data(emit_html(EXAMPLE, "--partitions"))
    assert data["source"] == str(EXAMPLE)
    assert data["lines"] == EXAMPLE.read_text().split("\n")
    per_device: dict = {}
    for op in data["ops"]:
        if "x" in op and "e" in op["x"]:  # ops with an affinity of their own
            for d in op["d"]:
                per_device[data["devices"][d]] = per_device.get(data["devices"][d], 0) + 1
    assert per_device == expected_ops_per_device(EXAMPLE)
    transfers = [op for op in data["ops"] if op.get("t")]
    assert [op["n"] for op in transfers] == ["flow.tensor.transfer", "flow.tensor.transfer"]
    assert all(op["t"][2] == 16 for op in transfers)  # tensor<4xf32>
    assert data["blocks"] and all(b["parts"] for b in data["blocks"])
    # every element the page can show is in the graph, children included
    for element in data["els"]:
        assert element and all(0 <= kid[0] < len(data["els"]) for kid in element[4])


def test_device_colours_do_not_depend_on_the_program():
    a = page_data(emit_html(EXAMPLE))
    colours = dict(zip(a["devices"], a["colours"]))
    assert len(set(colours.values())) == len(colours)
    from stream_affinity.reports.html import PALETTE
    assert set(colours.values()) <= set(PALETTE)


# -- in a browser ----------------------------------------------------------------------------


@pytest.fixture(scope="module")
def browser():
    exe = find_browser()
    if exe is None:
        if os.environ.get("CI"):
            pytest.fail("no Chromium-family browser found (.ci/run installs Debian's chromium)")
        pytest.skip("no Chromium-family browser found (install Debian's chromium to run the report tests)")
    with Browser(exe) as b:
        yield b


def visible_op_lines(b: Browser) -> list:
    return b.evaluate("[...document.querySelectorAll('.line.op')].map(e => Number(e.dataset.line))")


def click_line(b: Browser, line: int) -> None:
    """Brings 0-based |line| into view (by a `file:line` search) and clicks it."""
    b.evaluate(f"(() => {{ const s = document.getElementById('search'); s.value = '{line + 1}';"
               f" s.dispatchEvent(new Event('input')); }})()")
    assert b.evaluate(f"!!document.querySelector('.line[data-line=\"{line}\"]')")
    b.evaluate(f"document.querySelector('.line[data-line=\"{line}\"]').click()")


def set_filter(b: Browser, device: str) -> None:
    b.evaluate(f"(() => {{ const f = document.getElementById('f-device'); f.value = '{device}';"
               f" f.dispatchEvent(new Event('change')); }})()")


def search(b: Browser, text: str) -> str:
    b.evaluate(f"(() => {{ const s = document.getElementById('search'); s.value = {json.dumps(text)};"
               f" s.dispatchEvent(new Event('input')); }})()")
    return b.evaluate("document.getElementById('count').textContent")


def test_seed_001_report_in_a_browser(browser, tmp_path, monkeypatch):
    monkeypatch.chdir(REPO)  # the page names the file as given: examples/...
    page = tmp_path / "report.html"
    page.write_text(emit_html(EXAMPLE.relative_to(REPO), "--partitions"))
    browser.load(str(page))
    data = page_data(page.read_text())
    lines = EXAMPLE.read_text().split("\n")

    # click the second dispatch (it runs on device_b): its tree appears
    dispatch = [i for i, l in enumerate(lines) if "flow.dispatch @" in l][1]
    click_line(browser, dispatch)
    tree = browser.evaluate("document.getElementById('explain').innerText")
    assert "executes on [#hal.device.affinity<@device_b>]" in tree
    assert "flow.tensor.transfer" in tree  # it cites the transfer that moved its operand
    # a location in the tree links back to the op it cites
    link = browser.evaluate("document.querySelector('#explain a[data-loc]').dataset.loc")
    assert re.match(r"examples/multi_device_mul\.mlir:\d+:\d+$", link)

    # filter by device: exactly the ops placed on device_b remain
    device_b = data["devices"].index("#hal.device.affinity<@device_b>")
    search(browser, "")
    set_filter(browser, str(device_b))
    shown = visible_op_lines(browser)
    expected = sorted({op["line"] for op in browser.evaluate("D.ops.filter(o => o.d && o.d.includes(%d))" % device_b)})
    assert shown == expected and len(shown) == expected_ops_per_device(EXAMPLE)["#hal.device.affinity<@device_b>"]
    set_filter(browser, "")

    # search a value: every line mentioning %2 is found and highlighted
    assert search(browser, "%2") == "2 matches"
    hits = browser.evaluate("[...document.querySelectorAll('.line.hit')].map(e => Number(e.dataset.line))")
    assert hits == [i for i, l in enumerate(lines) if re.search(r"%2\b", l)]

    # hovering a value tells where it lives
    browser.evaluate("(() => { const v = document.querySelector('.v'); const r = v.getBoundingClientRect();"
                     " v.dispatchEvent(new MouseEvent('mouseover', {bubbles: true, clientX: r.x, clientY: r.y})); })()")
    assert "lives on" in browser.evaluate("document.getElementById('tip').textContent")

    # the partitions lane view opens with one lane per device
    browser.evaluate("document.getElementById('lanes').open = true")
    browser.evaluate("new Promise(r => setTimeout(r, 50))")
    assert browser.evaluate("document.querySelectorAll('#lanes-body table.lanes').length") == len(data["blocks"])

    browser.evaluate("document.getElementById('tip').style.display = 'none'")
    click_line(browser, dispatch)
    shot = tmp_path / "report.png"
    browser.screenshot(str(shot))
    assert shot.read_bytes().startswith(b"\x89PNG\r\n\x1a\n")
    if os.environ.get("DFX_UPDATE_SCREENSHOTS"):  # docs/gallery.md shows this picture
        SCREENSHOT.write_bytes(shot.read_bytes())


def test_ten_thousand_op_report_in_a_browser(browser, tmp_path):
    sys.path.insert(0, str(REPO / "benchmarks"))
    from generate import SHAPES
    program = tmp_path / "chain.mlir"
    program.write_text(SHAPES["forward-chain"](10_000))
    page = tmp_path / "chain.html"
    page.write_text(emit_html(program))
    browser.load(str(page))
    assert browser.evaluate("D.ops.length") >= 10_000
    # only the lines in view exist in the page
    assert browser.evaluate("document.querySelectorAll('.line').length") < 500

    lines = program.read_text().split("\n")
    target = max(i for i, l in enumerate(lines) if "flow.dispatch" in l)
    click_line(browser, target)
    assert "executes on" in browser.evaluate("document.getElementById('explain').innerText")

    search(browser, "")
    set_filter(browser, "0")
    rows = browser.evaluate("document.getElementById('spacer').style.height")
    placed = browser.evaluate("D.ops.filter(o => o.d && o.d.includes(0) && o.line !== undefined)"
                              ".map(o => o.line).filter((l, i, a) => a.indexOf(l) === i).length")
    assert rows == f"{placed * 18}px"
    set_filter(browser, "")

    name = re.search(r"(%\w+) = flow.dispatch", lines[target]).group(1)
    assert search(browser, name).endswith("match") or search(browser, name).endswith("matches")
    assert target in browser.evaluate("[...document.querySelectorAll('.line.hit')].map(e => Number(e.dataset.line))")


def test_check_findings_in_a_browser(browser, tmp_path, monkeypatch):
    """`--check --emit=html`: the summary lists the findings, their lines
    are marked, "findings only" keeps just those lines, and clicking a
    finding shows it with its notes above the op's tree."""
    monkeypatch.chdir(REPO)
    program = Path("tests/data/realworld/v3.2/multi_device.xfer_io.flow.mlir")
    out, err = io.StringIO(), io.StringIO()
    assert annotate_main(["--check", "--emit=html", str(program)], stdout=out, stderr=err) == 1, err.getvalue()
    page = tmp_path / "check.html"
    page.write_text(out.getvalue())
    browser.load(str(page))
    data = page_data(out.getvalue())
    assert len(data["findings"]) == 3
    rows = browser.evaluate("[...document.querySelectorAll('#findings a[data-finding]')].map(a => a.textContent)")
    assert rows == [f["loc"] for f in data["findings"]]
    assert "1 errors" not in browser.evaluate("document.querySelector('#findings th').textContent")
    assert browser.evaluate("document.querySelector('#findings th').textContent") == \
        "findings: 0 errors, 3 warnings, 0 remarks"

    # the finding's line (121) carries a warning mark and badges
    line = 120
    search(browser, str(line + 1))
    assert browser.evaluate(f"document.querySelector('.line[data-line=\"{line}\"]').classList.contains('f-warning')")
    assert browser.evaluate(f"document.querySelectorAll('.line[data-line=\"{line}\"] .fnd.warning').length") == 3

    # "findings only" keeps exactly the lines with findings
    search(browser, "")
    browser.evaluate("(() => { const f = document.getElementById('f-finding'); f.checked = true;"
                     " f.dispatchEvent(new Event('change')); })()")
    assert visible_op_lines(browser) == [line]
    browser.evaluate("(() => { const f = document.getElementById('f-finding'); f.checked = false;"
                     " f.dispatchEvent(new Event('change')); })()")

    # clicking the first finding in the summary shows it and its notes
    browser.evaluate("document.querySelector('#findings a[data-finding]').click()")
    text = browser.evaluate("document.querySelector('#side .finding').innerText")
    assert "may execute on 2 devices" in text
    assert "note:   produced by %12 = flow.tensor.transfer" in text
    assert "executes on" in browser.evaluate("document.getElementById('explain').innerText")
    # a location in a note links back to its line
    assert browser.evaluate("document.querySelector('#side .finding a[data-loc]').dataset.loc").startswith(
        str(program) + ":")
    shot = tmp_path / "check.png"
    browser.screenshot(str(shot))
    assert shot.read_bytes().startswith(b"\x89PNG\r\n\x1a\n")
    if os.environ.get("DFX_UPDATE_SCREENSHOTS"):  # docs/gallery.md shows this picture
        CHECK_SCREENSHOT.write_bytes(shot.read_bytes())
