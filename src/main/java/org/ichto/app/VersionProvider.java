package org.ichto.app;

import picocli.CommandLine.IVersionProvider;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/** "Primeval 0.2.0": the project version, written into a resource when the jar is built. */
public final class VersionProvider implements IVersionProvider {
    private static final String RESOURCE = "version.properties";

    /** The project version, or "unknown" outside a built project. */
    public static String version() {
        Properties p = new Properties();
        try (InputStream in = VersionProvider.class.getResourceAsStream(RESOURCE)) {
            if (in != null) {
                p.load(in);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        String v = p.getProperty("version", "");
        return v.isBlank() || v.startsWith("${") ? "unknown" : v.trim();
    }

    @Override
    public String[] getVersion() {
        return new String[] {"Primeval " + version()};
    }
}
