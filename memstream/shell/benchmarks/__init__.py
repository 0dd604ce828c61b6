"""``memstream bench``: reproducible performance figures against the real local services.

Every figure is a median of several runs measured in one process run, so the machine's
drift affects memstream and the baseline alike; ratios compare runs made side by side.
"""

SECTIONS = ("analysis", "ingest", "latency", "distill", "recall")
