"""Batch tools over a tenant's memory, apart from the recall service: import, export,
re-embed and the settings backfill. They use the service's scoped query builder and the
worker's write path (commands), never a side door into the index; the service never
imports them."""
