package org.ichto.soup.board;

/** A soup board file that cannot be read or breaks a fact of the board, the cards or the genes. */
public class SoupBoardException extends RuntimeException {
    public SoupBoardException(String message) {
        super(message);
    }

    public SoupBoardException(String message, Throwable cause) {
        super(message, cause);
    }
}
