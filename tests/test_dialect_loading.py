"""Start-up: dialects load on first use, package facades on first access
(docs/architecture.md, "Start-up"). Each check runs in a fresh interpreter,
where nothing is imported yet."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap

from .conftest import REPO


def run_python(code: str) -> dict:
    proc = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True,
                          cwd=REPO, timeout=300)
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout.strip().splitlines()[-1])


def test_every_dialect_module_is_declared_for_the_namespaces_it_registers():
    # Records, for every op registered while all declared dialects load, the
    # module whose body is running; each must be declared for that namespace.
    out = run_python("""
        import json, sys
        import dfx.ir.core as core
        registered = {}
        original = core.register_op
        def recording(opdef):
            frame = sys._getframe(1)
            while frame is not None and frame.f_code.co_name != "<module>":
                frame = frame.f_back
            module = frame.f_globals["__name__"] if frame is not None else "?"
            registered.setdefault(module, set()).add(opdef.name.split(".", 1)[0])
            return original(opdef)
        core.register_op = recording
        import stream_affinity
        from dfx.dialects import DIALECT_MODULES as generic
        from stream_affinity.dialects import DIALECT_MODULES as iree
        from dfx.ir.dialect_registry import load_all_dialects, pending_dialects
        load_all_dialects()
        print(json.dumps({"registered": {m: sorted(ns) for m, ns in registered.items()},
                          "declared": {**{k: list(v) for k, v in generic.items()},
                                       **{k: list(v) for k, v in iree.items()}},
                          "pending": pending_dialects()}))
    """)
    declared = out["declared"]
    dialect_modules = {m for m in out["registered"] if m.startswith(("dfx.dialects.", "stream_affinity.dialects."))}
    assert {"dfx.dialects.scf", "stream_affinity.dialects.flow", "stream_affinity.dialects.hal"} <= dialect_modules
    for module in dialect_modules:
        for namespace in out["registered"][module]:
            if module == "stream_affinity.dialects.external":
                continue  # attaches traits to generic ops (dfx.ir.dialect_registry.attach_traits)
            assert module in declared.get(namespace, ()), f"{module} registers {namespace} ops but is not declared"
    assert out["pending"] == []


def test_the_command_line_imports_no_dialect_pass_or_report():
    out = run_python("""
        import json, sys
        import stream_affinity.cli, dfx.driver.cli
        print(json.dumps(sorted(sys.modules)))
    """)
    loaded = set(out)
    for module in ("stream_affinity.dialects.flow", "stream_affinity.dialects.stream_async",
                   "dfx.dialects.scf", "dfx.dialects.util", "stream_affinity.transforms.convert_to_stream",
                   "stream_affinity.transforms.schedule_execution", "stream_affinity.reports",
                   "stream_affinity.cli.reports", "dfx.analysis.solver", "dfx.syntax.parser",
                   "dataclasses"):  # classes are records (dfx.support.records): no exec at import
        assert module not in loaded, module


def test_a_run_on_the_example_imports_no_typing_threading_or_weakref():
    # Annotations name `typing` only under `if TYPE_CHECKING:`, the
    # deep-stack helper starts its thread with `_thread`, module resources
    # make their weak table on first use: a plain run pays for none of
    # these imports (a few milliseconds of start-up each). `site` may have
    # loaded both already (.pth files of the environment), so the check
    # records the import statements our own modules execute.
    out = run_python("""
        import builtins, io, json, sys
        wanted, original = set(), builtins.__import__
        def recording(name, globals=None, locals=None, fromlist=(), level=0):
            importer = (globals or {}).get("__name__", "")
            if importer.split(".")[0] in ("dfx", "stream_affinity") and level == 0:
                wanted.add(name)
            return original(name, globals, locals, fromlist, level)
        builtins.__import__ = recording
        from stream_affinity.cli import annotate_main
        code = annotate_main(["examples/multi_device_mul.mlir"], stdout=io.StringIO())
        print(json.dumps({"code": code, "imported": sorted(wanted)}))
    """)
    assert out["code"] == 0
    assert "argparse" in out["imported"]  # the recording sees our imports
    for module in ("typing", "threading", "weakref"):
        assert module not in out["imported"], module
    # The example has no arith op: its dialect module stays unloaded.
    assert not any(name.startswith("dfx.dialects.arith") for name in out["imported"])


def test_a_parse_loads_only_the_dialects_it_uses():
    out = run_python("""
        import json, sys
        import stream_affinity
        from dfx.syntax.parser import parse_module
        from dfx.ir.dialect_registry import pending_dialects
        module = parse_module('util.global private @g : i32\\n'
                              'util.func private @f(%a: i32) -> i32 {\\n  util.return %a : i32\\n}\\n')
        print(json.dumps({"pending": pending_dialects(), "modules": sorted(sys.modules)}))
    """)
    assert {"scf", "stream", "flow", "hal", "linalg", "check"} <= set(out["pending"])
    # util is loaded as far as the program needs: the module defining
    # util.global / util.func, not the declarative util_values / util_buffer
    # ones (dfx.ir.dialect_index).
    assert "dfx.dialects.util" in out["modules"]
    assert not {"dfx.dialects.util_values", "dfx.dialects.util_buffer"} & set(out["modules"])
    assert "stream_affinity.dialects.stream_async" not in out["modules"]


def test_declarative_definitions_are_built_on_first_use():
    # Loading hal parses no ODS text; looking an op up builds that op only,
    # with its declared syntax; load_all_dialects builds the rest.
    out = run_python("""
        import json
        import stream_affinity
        from dfx.ir.core import OP_DEFS, lookup_op_def
        from dfx.ir.dialect_registry import is_deferred, load_all_dialects
        from dfx.syntax.parser import parse_module
        from dfx.syntax.printer import print_module
        text = ('util.func private @f(%d: !hal.device) -> !hal.allocator {\\n'
                '  %a = hal.device.allocator<%d : !hal.device> : !hal.allocator\\n'
                '  util.return %a : !hal.allocator\\n}\\n')
        printed = print_module(parse_module(text))
        state = {"allocator": [is_deferred("hal.device.allocator"), "hal.device.allocator" in OP_DEFS],
                 "fence": [is_deferred("hal.fence.join"), "hal.fence.join" in OP_DEFS],
                 "era": is_deferred("hal.channel.create")}
        load_all_dialects()
        state["after"] = [is_deferred("hal.fence.join"), lookup_op_def("hal.fence.join").spec is not None,
                          hasattr(lookup_op_def("hal.channel.create"), "eras")]
        state["printed"] = "hal.device.allocator<%arg0 : !hal.device> : !hal.allocator" in printed
        print(json.dumps(state))
    """)
    assert out == {"allocator": [False, True], "fence": [True, False], "era": True, "after": [False, True, True],
                   "printed": True}


def test_a_definition_replaces_a_deferred_one_and_the_reverse():
    out = run_python("""
        import json
        from dfx.ir.core import OpDef, lookup_op_def, register_op
        from dfx.syntax.declarative import define_op
        define_op("lazytest.a", arguments="I32:$x", format="$x attr-dict")
        register_op(OpDef("lazytest.a", inherent=frozenset({"eager"})))
        register_op(OpDef("lazytest.b", inherent=frozenset({"eager"})))
        define_op("lazytest.b", arguments="I32:$x", format="$x attr-dict")
        print(json.dumps([sorted(lookup_op_def("lazytest.a").inherent), lookup_op_def("lazytest.b").spec is not None]))
    """)
    assert out == [["eager"], True]


def test_created_ops_load_their_dialect():
    # A pass creating an op of a dialect nobody parsed yet gets its definition.
    out = run_python("""
        import json
        import stream_affinity
        from dfx.ir.core import Operation
        from dfx.ir.traits import Terminator
        op = Operation("stream.yield")
        print(json.dumps({"registered": op.is_registered, "terminator": op.has_trait(Terminator)}))
    """)
    assert out == {"registered": True, "terminator": True}


def test_attached_interfaces_do_not_depend_on_the_loading_order():
    # util loads before or after stream_affinity attaches AffinityOp to util.global.
    for first in ("import dfx.dialects.util, stream_affinity", "import stream_affinity, dfx.dialects.util"):
        out = run_python(f"""
            import json
            {first}
            from dfx.ir.core import lookup_op_def
            from stream_affinity.analysis.interfaces import AffinityOp
            d = lookup_op_def("util.global")
            print(json.dumps({{"affinity": d.trait_map.get(AffinityOp) is not None, "parse": d.parse is not None}}))
        """)
        assert out == {"affinity": True, "parse": True}, first


def test_package_facades_export_what_the_eager_imports_did():
    out = run_python("""
        import json
        from dfx.ir import Operation, CallOp, TensorType, verify_module, SsaNamer
        from dfx.syntax import materialize, parse_module, print_module
        from dfx.analysis import Solver, Explorer, PotentialValuesState, GlobalInfo
        from dfx import parse_module as p2, Explorer as e2, IntegerType, Terminator
        from stream_affinity import AffinityAnalysis, annotate_affinities, DeviceAffinityAttr
        from stream_affinity.dialects import IREE_OPS, attach_traits
        import dfx.ir
        names = {}
        exec("from dfx.ir import *", names)
        print(json.dumps({"materialize": [callable(materialize), materialize.__module__],
                          "star": all(n in names for n in ("Operation", "CallOp", "TensorType", "OP_DEFS")),
                          "dir": "Operation" in dir(dfx.ir),
                          "same": p2 is parse_module and e2 is Explorer}))
    """)
    assert out == {"materialize": [True, "dfx.syntax.materialize"], "star": True, "dir": True, "same": True}


def test_op_definitions_do_not_depend_on_the_loading_order():
    # Dialect modules are imported on first use, and some serve two
    # namespaces (flow_collective: flow and stream). Whichever namespace a
    # program touches first, every op must end up with the same definition.
    def definitions(order):
        return run_python(f"""
            import json, re
            import stream_affinity
            from dfx.ir.core import OP_DEFS, lookup_op_def
            from dfx.ir import dialect_registry
            from dfx.ir.dialect_registry import load_all_dialects, load_dialect
            for ns in {order!r}:
                load_dialect(ns)
            load_all_dialects()
            out = {{}}
            for name in sorted(set(OP_DEFS) | set(dialect_registry._DEFERRED)):
                d = lookup_op_def(name)
                out[name] = [d.parse is not None, d.print is not None,
                             sorted(type(t).__name__ for t in d.traits),
                             re.sub(" at 0x[0-9a-f]+", "", repr(d.invariants))]
            print(json.dumps(out))
        """)
    namespaces = ["flow", "hal", "stream", "iree_tensor_ext", "util"]
    first = definitions(namespaces)
    second = definitions(namespaces[::-1])
    assert len(first) > 400
    differ = sorted(n for n in first.keys() | second.keys() if first.get(n) != second.get(n))
    assert differ == [], [(n, first.get(n), second.get(n)) for n in differ[:3]]


# -- the index: which module registers each name (dfx.ir.dialect_index) -------

INDEXED_PACKAGES = ["dfx.dialects", "stream_affinity.dialects"]


def test_the_dialect_index_matches_what_the_modules_register():
    # Regenerate with `python -m dfx.ir.dialect_index dfx.dialects stream_affinity.dialects`.
    out = run_python(f"""
        import json
        from dfx.ir.dialect_index import compute_index
        computed = compute_index({INDEXED_PACKAGES!r})
        import importlib
        checked_in = {{p: {{"names": importlib.import_module(p + "._index").NAMES,
                           "modules": list(importlib.import_module(p + "._index").MODULES)}}
                      for p in {INDEXED_PACKAGES!r}}}
        print(json.dumps({{"computed": computed, "checked_in": checked_in}}))
    """)
    for package in INDEXED_PACKAGES:
        computed = out["computed"][package]
        covered = computed.pop("<modules>")
        shared = {name: owners for name, owners in computed.items() if len(owners) > 1}
        assert shared == {}, f"names registered by several modules (the loading order would decide): {shared}"
        expected = {name: owners[0][len(package) + 1:] for name, owners in computed.items()}
        assert out["checked_in"][package]["names"] == expected, "stale _index.py: regenerate it (dfx.ir.dialect_index)"
        assert out["checked_in"][package]["modules"] == [m[len(package) + 1:] for m in covered], "stale _index.py"
    assert out["checked_in"]["stream_affinity.dialects"]["names"]["flow.func"] == "stream_async"
    assert out["checked_in"]["dfx.dialects"]["names"]["linalg.*"] == "linalg"


def test_a_lookup_by_name_defines_each_name_as_loading_everything_does():
    # For every indexed module, a fresh process (forked before any dialect
    # loads) looks up each of its names as a program would (ops through
    # lookup_op_def, dialect attributes and types through the parser's
    # path): the index imports that module only, and each definition must
    # equal the one a full load gives. A module that relied on another
    # having been imported first (a directive, a type constraint) fails here.
    out = run_python(f"""
        import json, os, re
        import stream_affinity
        from dfx.ir import attributes, dialect_registry, opdef

        def fingerprint(name):
            if name.endswith(".*"):
                namespace = name[:-2]
                dialect_registry.load_dialect(namespace, namespace + ".__unknown__")
                f = opdef.OP_FAMILIES.get(namespace)
                return f and f.__module__ + "." + f.__qualname__
            d = opdef.lookup_op_def(name)
            if d is not None and name in opdef.OP_DEFS:
                return re.sub(" at 0x[0-9a-f]+", "", repr(d))
            namespace = name.split(".", 1)[0]
            for table in (attributes.DIALECT_ATTRIBUTE_PARSERS, attributes.DIALECT_TYPE_PARSERS):
                if table.get(name) is None:
                    dialect_registry.load_dialect(namespace, name)
            parsers = [t.get(name) for t in (attributes.DIALECT_ATTRIBUTE_PARSERS,
                                             attributes.DIALECT_TYPE_PARSERS)]
            return [p and p.__module__ + "." + p.__qualname__ for p in parsers]

        import importlib
        index = {{}}
        for p in {INDEXED_PACKAGES!r}:
            for name, module in importlib.import_module(p + "._index").NAMES.items():
                index.setdefault(p + "." + module, []).append(name)
        alone = {{}}
        for module, names in sorted(index.items()):
            r, w = os.pipe()
            pid = os.fork()
            if pid == 0:
                os.close(r)
                try:
                    result = {{"prints": {{n: fingerprint(n) for n in names}}}}
                except BaseException as e:  # noqa: BLE001
                    result = {{"error": repr(e)}}
                os.write(w, json.dumps(result).encode())
                os._exit(0)
            os.close(w)
            data = b""
            while chunk := os.read(r, 1 << 16):
                data += chunk
            os.close(r)
            os.waitpid(pid, 0)
            alone[module] = json.loads(data)
        dialect_registry.load_all_dialects()
        full = {{m: {{n: fingerprint(n) for n in names}} for m, names in index.items()}}
        print(json.dumps({{"alone": alone, "full": full}}))
    """)
    assert len(out["full"]) > 30
    for module, prints in out["full"].items():
        got = out["alone"][module]
        assert "error" not in got, (module, got)
        differ = {n: (got["prints"][n], p) for n, p in prints.items() if got["prints"][n] != p}
        assert differ == {}, (module, list(differ.items())[:2])


def test_a_name_no_module_registers_loads_nothing():
    out = run_python("""
        import json, sys
        import stream_affinity
        from dfx.syntax.parser import parse_module
        parse_module('util.global private @d : !hal.device\\n'
                     'util.global private @t = #hal.device.target<"local"> : !hal.device\\n')
        print(json.dumps(sorted(m for m in sys.modules if ".dialects." in m)))
    """)
    assert not [m for m in out if m.startswith("stream_affinity.dialects.hal")], out


def test_a_namespace_a_plugin_extends_loads_as_a_whole():
    # The index covers our modules only: once a plugin adds a loader to a
    # namespace, a lookup there runs every loader in order, so the plugin's
    # definitions (new ops, and ops it redefines) win as they always did.
    out = run_python("""
        import json
        import stream_affinity
        from dfx.ir.dialect_registry import register_dialect
        from dfx.ir.opdef import OpDef, lookup_op_def, register_op
        def plugin():
            register_op(OpDef("flow.tensor.transfer"))
            register_op(OpDef("flow.plugin_op"))
        register_dialect("flow", plugin)
        print(json.dumps([lookup_op_def("flow.tensor.transfer").parse is None,
                          lookup_op_def("flow.plugin_op") is not None,
                          lookup_op_def("flow.dispatch").parse is not None]))
    """)
    assert out == [True, True, True]


def test_a_lookup_imports_the_defining_module_only():
    # stream is spread over thirteen modules, some of which register no
    # name (constraint tables): the index covers them all, so a program
    # with one stream op loads the module of that op (and what it imports).
    out = run_python("""
        import json, sys
        import stream_affinity
        from dfx.syntax.parser import parse_module
        parse_module('util.func private @f() -> !stream.timepoint {\\n'
                     '  %t = stream.timepoint.immediate => !stream.timepoint\\n'
                     '  util.return %t : !stream.timepoint\\n}\\n')
        print(json.dumps(sorted(m for m in sys.modules if ".dialects." in m)))
    """)
    assert "stream_affinity.dialects.stream_timepoint" in out
    assert not {"stream_affinity.dialects.stream_cmd", "stream_affinity.dialects.stream_async",
                "stream_affinity.dialects.stream_parameter"} & set(out), out


def test_a_reexport_named_like_its_submodule_wins_in_any_import_order():
    # `dfx.syntax.materialize` is both a submodule and the function the
    # package re-exports; importing the submodule first (as the parser of
    # executable bodies does) used to leave the package's name bound to the
    # module, so `from dfx.syntax import materialize` depended on what had
    # been imported before (convert-to-stream failed with "'module' object
    # is not callable" when run alone).
    out = run_python("""
        import json
        import dfx.syntax.materialize
        from dfx.syntax import materialize as first
        import dfx.syntax
        print(json.dumps([callable(first), callable(dfx.syntax.materialize),
                          dfx.syntax.parse_module.__name__]))
    """)
    assert out == [True, True, "parse_module"]
