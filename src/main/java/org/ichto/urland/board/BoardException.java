package org.ichto.urland.board;

/** A board file that cannot be read or breaks a rule of the map. */
public class BoardException extends RuntimeException {
    public BoardException(String message) {
        super(message);
    }

    public BoardException(String message, Throwable cause) {
        super(message, cause);
    }
}
