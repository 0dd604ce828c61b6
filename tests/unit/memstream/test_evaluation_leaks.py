"""How the redaction eval decides that a secret leaked."""

from __future__ import annotations

from memstream.shell.evaluation import leaked


def test_the_value_or_a_half_of_it_left_in_the_line_is_a_leak() -> None:
    text = "new wifi pw is Welcome#4471 ok"
    assert leaked("Welcome#4471", text, text)
    assert leaked("Welcome#4471", "new wifi pw is Welcome#[redacted:pin] ok", text)
    assert leaked("Welcome#4471", "new wifi pw is [redacted:password]e#4471 ok", text)
    assert not leaked("Welcome#4471", "new wifi pw is [redacted:password] ok", text)


def test_a_half_the_message_itself_holds_elsewhere_is_no_leak() -> None:
    text = "Welcome aboard! your temp password is Welcome#4471"
    assert not leaked(
        "Welcome#4471", "Welcome aboard! your temp password is [redacted:password]", text
    )
    # The populated contrast: the same line with the value's first half left behind.
    assert leaked(
        "Welcome#4471", "Welcome aboard! your temp password is Welcome#[redacted:pin]", text
    )


def test_a_placeholder_is_not_the_line_s_text() -> None:
    text = "it's password1! for everything"
    assert not leaked("password1!", "it's [redacted:password]! for everything", text)
    assert leaked("password1!", "it's password1[redacted:pin] for everything", text)
