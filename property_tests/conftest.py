"""Hypothesis profiles of the property suite.

* `default`: the whole property suite in about three minutes on two cores
  (part of `python -m pytest`);
* `thorough`: ten times the examples (`HYPOTHESIS_PROFILE=thorough`);
* `ci`: `default`, derandomized, selected automatically when the `CI`
  environment variable is set, so CI runs are reproducible;
* `mutation`: 60 examples (`DFX_MUTATION_EXAMPLES`), derandomized, no
  example database, no shrinking and no explicit examples: only generated
  programs count (used by tests/mutation/run.py on a patched copy of the
  tree).

Every test states its example budget with `support.budget(n)`: n examples
under `default`, scaled by the profile's `max_examples` / 100.
"""

import os

from hypothesis import HealthCheck, Phase, settings

_COMMON = dict(
    deadline=None,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.large_base_example],
)

settings.register_profile("default", max_examples=100, **_COMMON)
settings.register_profile("thorough", max_examples=1000, **_COMMON)
settings.register_profile("ci", max_examples=100, derandomize=True, **_COMMON)
settings.register_profile("mutation", max_examples=int(os.environ.get("DFX_MUTATION_EXAMPLES", "60")),
                          derandomize=True, database=None, phases=(Phase.generate, Phase.target), **_COMMON)

settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE") or ("ci" if os.environ.get("CI") else "default"))
