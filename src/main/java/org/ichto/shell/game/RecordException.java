package org.ichto.shell.game;

/** A record or position that cannot be read, written or replayed; the message names the problem in one line. */
public class RecordException extends Exception {
    public RecordException(String message) {
        super(message);
    }

    public RecordException(String message, Throwable cause) {
        super(message, cause);
    }
}
