package org.ichto.shell.ai;

import org.ichto.shell.files.FileProblem;
import org.ichto.shell.game.Difficulty;
import org.ichto.shell.game.Profile;
import org.ichto.shell.game.ProfileSchema;

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
 * The personalities on offer for one game: those shipped with it (ai-profiles/GAME/, inside the jar)
 * and the user's own files in their profiles folder for that game, which add to them or replace a
 * shipped one of the same name. A broken file is skipped with a message naming the file and the
 * problem.
 */
public final class ProfileLibrary {
    private static final Logger LOG = LoggerFactory.getLogger(ProfileLibrary.class);

    public static final String EXTENSION = ".profile";
    /** The names of the players every game has besides its personalities: a file may not take them. */
    public static final java.util.Set<String> BUILT_IN = java.util.Set.of("random", "expert", "human");

    /** One of the player's own files that was left out: its name, and why (with the line where there is one). */
    public record Skipped(String file, String reason) {
    }

    private final Map<String, Profile> profiles;
    private final List<String> shippedIds;
    private final List<String> problems;
    private final List<Skipped> skipped;

    private ProfileLibrary(Map<String, Profile> profiles, List<String> shippedIds, List<String> problems,
                           List<Skipped> skipped) {
        this.profiles = Collections.unmodifiableMap(profiles);
        this.shippedIds = List.copyOf(shippedIds);
        this.problems = List.copyOf(problems);
        this.skipped = List.copyOf(skipped);
    }

    /** The folder of a game's shipped profiles on the class path, with its index.txt listing them. */
    public static String shippedFolder(String game) {
        return "/ai-profiles/" + game + "/";
    }

    /** The shipped profiles of the game only. */
    public static ProfileLibrary shipped(String game, ProfileSchema schema) {
        return load(game, schema, null);
    }

    /**
     * The shipped profiles of the game, then every *.profile file in userDir (which may be null or
     * missing).
     */
    public static ProfileLibrary load(String game, ProfileSchema schema, Path userDir) {
        Shipped shipped = SHIPPED.computeIfAbsent(new ShippedKey(game, schema), k -> readShipped(game, schema));
        Map<String, Profile> profiles = new TreeMap<>(shipped.profiles());
        List<String> problems = new ArrayList<>(shipped.problems());
        List<String> shippedIds = shipped.ids();
        List<Skipped> skipped = new ArrayList<>();
        if (userDir != null && Files.isDirectory(userDir)) {
            try (Stream<Path> files = Files.list(userDir)) {
                for (Path p : files.filter(f -> f.getFileName().toString().endsWith(EXTENSION)).sorted().toList()) {
                    int before = problems.size();
                    try {
                        add(schema, profiles, problems, p.getFileName().toString(), p.toString(), read(p));
                    } catch (IOException e) {
                        problems.add(p + ": cannot be read: " + FileProblem.of(e));
                    }
                    if (problems.size() > before) {
                        skipped.add(skipped(p, problems.get(before)));
                    }
                }
            } catch (IOException e) {
                problems.add(userDir + ": cannot be listed: " + FileProblem.of(e));
                skipped.add(new Skipped(userDir.getFileName().toString(),
                        "the folder cannot be listed: " + FileProblem.of(e)));
            }
        }
        problems.forEach(p -> LOG.warn("profile skipped: {}", p));
        return new ProfileLibrary(profiles, shippedIds, problems, skipped);
    }

    /** A game's shipped profiles as read from the class path: the same for the whole run. */
    private record Shipped(Map<String, Profile> profiles, List<String> ids, List<String> problems) {
    }

    private record ShippedKey(String game, ProfileSchema schema) {
    }

    /**
     * Each game's shipped profiles, read once: they are resources of the program, and every new game read and checked
     * them all again (on the event thread, where a game starts in the window).
     */
    private static final Map<ShippedKey, Shipped> SHIPPED = new java.util.concurrent.ConcurrentHashMap<>();

    private static Shipped readShipped(String game, ProfileSchema schema) {
        Map<String, Profile> profiles = new TreeMap<>();
        List<String> problems = new ArrayList<>();
        String folder = shippedFolder(game);
        List<String> shippedIds = new ArrayList<>();
        for (String file : shippedFiles(folder, problems)) {
            String shown = folder.substring(1) + file;
            try (InputStream in = ProfileLibrary.class.getResourceAsStream(folder + file)) {
                if (in == null) {
                    problems.add(shown + ": listed in the index but missing");
                    continue;
                }
                add(schema, profiles, problems, file, shown,
                        new String(in.readAllBytes(), StandardCharsets.UTF_8));
                String id = file.substring(0, file.length() - EXTENSION.length());
                if (profiles.containsKey(id)) {
                    shippedIds.add(id);
                }
            } catch (IOException e) {
                problems.add(shown + ": cannot be read: " + FileProblem.of(e));
            }
        }
        return new Shipped(Collections.unmodifiableMap(profiles), List.copyOf(shippedIds), List.copyOf(problems));
    }

    /** A problem "PATH:3: why" or "PATH: why" as the file's name and "line 3: why". */
    private static Skipped skipped(Path file, String problem) {
        String reason = problem.startsWith(file.toString()) ? problem.substring(file.toString().length()) : problem;
        reason = reason.replaceFirst("^:(\\d+): ", "line $1: ").replaceFirst("^: ", "");
        return new Skipped(file.getFileName().toString(), reason);
    }

    /** The most a profile file may hold: a real one is a few hundred bytes. */
    public static final int MAX_BYTES = 64 * 1024;

    /** A profile file's text: strict UTF-8, at most {@link #MAX_BYTES}. */
    private static String read(Path file) throws IOException {
        byte[] bytes;
        try (InputStream in = Files.newInputStream(file)) {
            bytes = in.readNBytes(MAX_BYTES + 1);
        }
        if (bytes.length > MAX_BYTES) {
            throw new IOException("it is larger than " + MAX_BYTES / 1024 + " KB, far more than any profile");
        }
        return StandardCharsets.UTF_8.newDecoder().onMalformedInput(java.nio.charset.CodingErrorAction.REPORT)
                .onUnmappableCharacter(java.nio.charset.CodingErrorAction.REPORT)
                .decode(java.nio.ByteBuffer.wrap(bytes)).toString();
    }

    private static List<String> shippedFiles(String folder, List<String> problems) {
        String index = folder + "index.txt";
        try (InputStream in = ProfileLibrary.class.getResourceAsStream(index)) {
            if (in == null) {
                problems.add("the shipped profile index " + index + " is missing");
                return List.of();
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().map(String::trim)
                    .filter(l -> !l.isEmpty() && !l.startsWith("#")).toList();
        } catch (IOException e) {
            problems.add("the shipped profile index cannot be read: " + FileProblem.of(e));
            return List.of();
        }
    }

    private static void add(ProfileSchema schema, Map<String, Profile> profiles, List<String> problems, String fileName, String shown,
                            String text) {
        String id = fileName.substring(0, fileName.length() - EXTENSION.length());
        if (!id.matches("[a-z0-9][a-z0-9-]*")) {
            problems.add(shown + ": a profile's file name must be lower-case letters, digits and dashes");
            return;
        }
        if (BUILT_IN.contains(id)) {
            problems.add(shown + ": \"" + id + "\" is the name of a built-in player; give the file another name");
            return;
        }
        try {
            profiles.put(id, ProfileParser.parse(schema, id, shown, text));
        } catch (ProfileException e) {
            problems.add(e.getMessage());
        }
    }

    /** The ids of the game's shipped personalities, in the order of their index. */
    public List<String> shippedIds() {
        return shippedIds;
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

    /** The player's own files that were left out (not the shipped ones), each with why. */
    public List<Skipped> skipped() {
        return skipped;
    }

    /** Files skipped, each "file:line: problem". */
    public List<String> problems() {
        return problems;
    }
}
