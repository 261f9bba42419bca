package org.ichto.shell.ai;

/** A player spec names no kind of player the factory knows; the message lists the known names. */
public final class UnknownPlayerException extends IllegalArgumentException {
    public UnknownPlayerException(String message) {
        super(message);
    }
}
