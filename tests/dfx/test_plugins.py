"""`dfx.driver.plugins.entry_points` lists what
`importlib.metadata.entry_points(group=...)` lists, without importing it."""

import json
import subprocess
import sys
import zipfile

from dfx.driver import plugins

GROUP = "dfx.test_plugins.group"


def _dist(directory, dirname, entry_points=None, metadata_name=None):
    d = directory / dirname
    d.mkdir()
    name = metadata_name or dirname.split("-")[0]
    (d / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {name}\nVersion: 1.0\n")
    if entry_points is not None:
        (d / "entry_points.txt").write_text(entry_points)


def _both(path):
    """(ours, importlib.metadata's) entry points of GROUP, in a fresh
    interpreter whose sys.path starts with |path|."""
    code = ("import json, sys; sys.path[:0] = json.loads(sys.argv[1]); "
            "from dfx.driver.plugins import entry_points as ours; "
            "from importlib.metadata import entry_points; "
            f"print(json.dumps([ours({GROUP!r}), "
            f"[[e.name, e.value] for e in entry_points(group={GROUP!r})]]))")
    out = subprocess.run([sys.executable, "-c", code, json.dumps(path)], capture_output=True, text=True,
                         check=True).stdout
    return tuple([tuple(x) for x in side] for side in json.loads(out))


def _layout(tmp_path):
    first = tmp_path / "first"
    second = tmp_path / "second"
    first.mkdir()
    second.mkdir()
    _dist(first, "alpha-1.0.dist-info",
          f"# a comment\n[console_scripts]\nalpha = alpha.cli:main\n\n[{GROUP}]\n"
          "  zeta =  alpha.plugin : register  \n  # another comment\nbeta=alpha.other\n")
    # The same distribution again, later on the path: ignored.
    _dist(second, "Alpha-2.0.dist-info", f"[{GROUP}]\nshadowed = alpha.old\n")
    # A .dist-info and an .egg-info of one name in one directory: the first
    # one listed wins.
    _dist(second, "gamma_pkg-1.0.dist-info", f"[{GROUP}]\ngamma = gamma.plugin\n")
    _dist(second, "gamma.pkg-0.9.egg-info", f"[{GROUP}]\nold_gamma = gamma.legacy\n")
    # No entry points at all, and an .egg-info that is a file.
    _dist(second, "delta-1.0.dist-info")
    (second / "epsilon-1.0.egg-info").write_text("Metadata-Version: 1.0\nName: epsilon\n")
    return [str(first), str(second), str(tmp_path / "missing")]


def test_entry_points_match_importlib_metadata(tmp_path):
    path = _layout(tmp_path)
    ours, reference = _both(path)
    assert ours == reference
    assert plugins.entry_points(GROUP, path=path) == ours
    assert ours[:2] == [("zeta", "alpha.plugin : register"), ("beta", "alpha.other")]
    assert ours[2:] in ([("gamma", "gamma.plugin")], [("old_gamma", "gamma.legacy")])


def test_a_zip_archive_on_the_path_falls_back_to_importlib_metadata(tmp_path):
    path = _layout(tmp_path)
    archive = tmp_path / "bundle.zip"
    with zipfile.ZipFile(archive, "w") as z:
        z.writestr("zipped-1.0.dist-info/METADATA", "Metadata-Version: 2.1\nName: zipped\nVersion: 1.0\n")
        z.writestr("zipped-1.0.dist-info/entry_points.txt", f"[{GROUP}]\nzipped = zipped.plugin\n")
    path = [str(archive)] + path
    assert plugins._needs_importlib_metadata(path)
    ours, reference = _both(path)
    assert ours == reference
    assert ("zipped", "zipped.plugin") in plugins.entry_points(GROUP, path=path)


def test_installed_plugins_are_found_as_importlib_metadata_finds_them():
    from importlib.metadata import entry_points
    expected = [(e.name, e.value) for e in entry_points(group=plugins.PLUGIN_GROUP)]
    assert plugins.entry_points(plugins.PLUGIN_GROUP) == expected
    assert ("stream_affinity", "stream_affinity.passes") in expected


def test_dfx_opt_does_not_import_importlib_metadata():
    code = ("import sys; from dfx.driver.cli import load_plugins; load_plugins(); "
            "print('importlib.metadata' in sys.modules, 'stream_affinity.passes' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["False", "True"]
