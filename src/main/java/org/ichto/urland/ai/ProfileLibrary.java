package org.ichto.urland.ai;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * The personalities on offer: those shipped with the game (ai-profiles/, inside the jar) and the
 * user's own files in their profiles directory, which add to them or replace a shipped one of the
 * same name. A broken file is skipped with a message naming the file and the problem.
 */
public final class ProfileLibrary {
    private static final Logger LOG = LoggerFactory.getLogger(ProfileLibrary.class);

    /** Lists the shipped profile files, one file name a line. */
    public static final String SHIPPED_INDEX = "/ai-profiles/index.txt";
    public static final String EXTENSION = ".profile";

    private final Map<String, Profile> profiles;
    private final List<String> problems;

    private ProfileLibrary(Map<String, Profile> profiles, List<String> problems) {
        this.profiles = Collections.unmodifiableMap(profiles);
        this.problems = List.copyOf(problems);
    }

    /** The shipped profiles only. */
    public static ProfileLibrary shipped() {
        return load(null);
    }

    /** The shipped profiles, then every *.profile file in userDir (which may be null or missing). */
    public static ProfileLibrary load(Path userDir) {
        Map<String, Profile> profiles = new TreeMap<>();
        List<String> problems = new ArrayList<>();
        for (String file : shippedFiles(problems)) {
            try (InputStream in = ProfileLibrary.class.getResourceAsStream("/ai-profiles/" + file)) {
                if (in == null) {
                    problems.add("ai-profiles/" + file + ": listed in the index but missing");
                    continue;
                }
                add(profiles, problems, file, "ai-profiles/" + file,
                        new String(in.readAllBytes(), StandardCharsets.UTF_8));
            } catch (IOException e) {
                problems.add("ai-profiles/" + file + ": cannot be read: " + e.getMessage());
            }
        }
        if (userDir != null && Files.isDirectory(userDir)) {
            try (Stream<Path> files = Files.list(userDir)) {
                for (Path p : files.filter(f -> f.getFileName().toString().endsWith(EXTENSION)).sorted().toList()) {
                    try {
                        add(profiles, problems, p.getFileName().toString(), p.toString(),
                                Files.readString(p, StandardCharsets.UTF_8));
                    } catch (IOException e) {
                        problems.add(p + ": cannot be read: " + e.getMessage());
                    }
                }
            } catch (IOException e) {
                problems.add(userDir + ": cannot be listed: " + e.getMessage());
            }
        }
        problems.forEach(p -> LOG.warn("profile skipped: {}", p));
        return new ProfileLibrary(profiles, problems);
    }

    private static List<String> shippedFiles(List<String> problems) {
        try (InputStream in = ProfileLibrary.class.getResourceAsStream(SHIPPED_INDEX)) {
            if (in == null) {
                problems.add("the shipped profile index " + SHIPPED_INDEX + " is missing");
                return List.of();
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().map(String::trim)
                    .filter(l -> !l.isEmpty() && !l.startsWith("#")).toList();
        } catch (IOException e) {
            problems.add("the shipped profile index cannot be read: " + e.getMessage());
            return List.of();
        }
    }

    private static void add(Map<String, Profile> profiles, List<String> problems, String fileName, String shown,
                            String text) {
        String id = fileName.substring(0, fileName.length() - EXTENSION.length());
        if (!id.matches("[a-z0-9][a-z0-9-]*")) {
            problems.add(shown + ": a profile's file name must be lower-case letters, digits and dashes");
            return;
        }
        try {
            profiles.put(id, ProfileParser.parse(id, shown, text));
        } catch (ProfileException e) {
            problems.add(e.getMessage());
        }
    }

    public Collection<Profile> all() {
        return profiles.values();
    }

    public Optional<Profile> find(String id) {
        return Optional.ofNullable(profiles.get(id));
    }

    /** The personality at the difficulty; empty if no profile has that id. */
    public Optional<Profile> find(String id, Difficulty difficulty) {
        return find(id).map(p -> p.at(difficulty));
    }

    /** Files skipped, each "file:line: problem". */
    public List<String> problems() {
        return problems;
    }
}
