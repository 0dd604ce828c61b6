"""Pydantic models at every boundary: events, memory documents, commands, audit, settings."""
