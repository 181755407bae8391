import sys

from .cli import annotate_main

sys.exit(annotate_main())
