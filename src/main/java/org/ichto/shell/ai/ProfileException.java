package org.ichto.shell.ai;

/** A profile file that cannot be used; the message names the file, the line and the problem. */
public class ProfileException extends Exception {
    public ProfileException(String message) {
        super(message);
    }
}
