"""docs/property-tests.md, "Your own property": examples/constant_ints.py over generated programs."""
import importlib.util
from pathlib import Path
from hypothesis import given

import stream_affinity  # noqa: F401  (registers the flow/hal/stream ops the programs use)
from dfx.ir import OpResult
from dfx.syntax.parser import parse_module
from property_tests.strategies import flow_modules

spec = importlib.util.spec_from_file_location("ci", Path(__file__).parents[1] / "examples" / "constant_ints.py")
constant_ints = importlib.util.module_from_spec(spec)
spec.loader.exec_module(constant_ints)

@given(flow_modules())
def test_a_constant_holds_exactly_its_value(text):
    for value, answer in constant_ints.analyze(parse_module(text)).items():
        if isinstance(value, OpResult) and value.owner.name == "arith.constant":
            assert answer == "{%d}" % value.owner.get_attr("value").value
