"""The failed-authentication limits: fixed windows per address and per key id, bounded."""

from __future__ import annotations

from recall.throttle import FailureThrottle


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_an_address_is_held_back_after_its_limit_until_the_window_ends() -> None:
    clock = Clock()
    throttle = FailureThrottle(per_address=3, per_key=100, window_seconds=60, clock=clock)
    for _ in range(2):
        throttle.record_failure("10.0.0.1", None)
    assert throttle.retry_after("10.0.0.1", None) is None
    throttle.record_failure("10.0.0.1", None)
    clock.now += 15
    assert throttle.retry_after("10.0.0.1", None) == 45
    assert throttle.retry_after("10.0.0.2", None) is None  # its neighbour is not
    clock.now += 45
    assert throttle.retry_after("10.0.0.1", None) is None


def test_a_key_id_is_held_back_whatever_address_asks() -> None:
    clock = Clock()
    throttle = FailureThrottle(per_address=100, per_key=2, window_seconds=10, clock=clock)
    throttle.record_failure("10.0.0.1", "0123456789ab")
    throttle.record_failure("10.0.0.2", "0123456789ab")
    assert throttle.retry_after("10.0.0.3", "0123456789ab") == 10
    assert throttle.retry_after("10.0.0.3", "ba9876543210") is None
    assert throttle.retry_after("10.0.0.3", None) is None


def test_the_tracked_set_is_bounded_expired_entries_first() -> None:
    clock = Clock()
    throttle = FailureThrottle(
        per_address=1, per_key=1, window_seconds=10, clock=clock, max_tracked=3
    )
    throttle.record_failure("old", None)
    clock.now += 20
    for address in ("a", "b", "c"):
        throttle.record_failure(address, None)
    assert all(throttle.retry_after(a, None) for a in ("a", "b", "c"))
    throttle.record_failure("d", None)  # over the bound: the oldest live entry goes
    assert throttle.retry_after("a", None) is None
    assert throttle.retry_after("d", None) is not None
