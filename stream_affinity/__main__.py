import sys

from stream_affinity.cli import annotate_main

sys.exit(annotate_main())
