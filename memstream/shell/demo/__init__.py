"""The bundled sample conversation stream used by ``memstream demo``."""
