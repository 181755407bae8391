from stream_affinity.cli import annotate_console

annotate_console()
