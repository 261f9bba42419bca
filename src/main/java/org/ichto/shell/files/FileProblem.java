package org.ichto.shell.files;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.util.Locale;

/**
 * What went wrong with a file, in the words a player understands ("the disk is full", "permission denied"),
 * never the name of an exception class. The operating system's own reason is kept where there is one.
 */
public final class FileProblem {
    private FileProblem() {
    }

    /** The problem behind a failed file operation, in plain words; no file name (the caller names it). */
    public static String of(IOException e) {
        if (e instanceof NoSuchFileException) {
            return "there is no such file or folder";
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof FileAlreadyExistsException) {
            return "a file stands where a folder is needed";
        }
        if (e instanceof NotDirectoryException) {
            return "a file stands where a folder is needed";
        }
        if (e instanceof DirectoryNotEmptyException) {
            return "a folder that is not empty stands in the way";
        }
        if (e instanceof CharacterCodingException) {
            return "it is not UTF-8 text";
        }
        String reason = e instanceof FileSystemException f ? f.getReason() : e.getMessage();
        return reason == null || reason.isBlank() ? "the system refused it" : known(reason.strip());
    }

    /** The system's usual reasons said plainly; any other reason as the system gave it. */
    private static String known(String reason) {
        String lower = reason.toLowerCase(Locale.ROOT);
        if (lower.contains("no space left") || lower.contains("not enough space") || lower.contains("disk quota")) {
            return "the disk is full";
        }
        if (lower.contains("read-only file system")) {
            return "the disk is read-only";
        }
        if (lower.contains("not a directory")) {
            return "a file stands where a folder is needed";
        }
        if (lower.contains("is a directory")) {
            return "it is a folder";
        }
        if (lower.contains("permission denied") || lower.contains("access is denied")) {
            return "permission denied";
        }
        return Character.toLowerCase(reason.charAt(0)) + reason.substring(1);
    }
}
