"""The worked example of docs/property-tests.md: a property of your own dfx
analysis (examples/constant_ints.py), over generated programs."""
import importlib.util
from pathlib import Path

from hypothesis import given, settings

from dfx.ir import OpResult
from dfx.parser import parse_module
from property_tests.strategies import flow_modules

_path = Path(__file__).parents[1] / "examples" / "constant_ints.py"
_spec = importlib.util.spec_from_file_location("constant_ints", _path)
constant_ints = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(constant_ints)


@settings(max_examples=20)
@given(flow_modules())
def test_a_constant_holds_exactly_its_value(text):
    for value, answer in constant_ints.analyze(parse_module(text)).items():
        if isinstance(value, OpResult) and value.owner.name == "arith.constant":
            assert answer == "{%d}" % value.owner.get_attr("value").value
