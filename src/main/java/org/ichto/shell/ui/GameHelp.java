package org.ichto.shell.ui;

import javax.swing.Icon;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.MissingResourceException;
import java.util.Objects;
import java.util.function.Function;

/**
 * A game's help for a new player, in one language: the few lines the welcome shows, and the rules
 * reference as sections of plain text, some with a picture the game draws. All of it is plain text:
 * nothing from a file is ever read as HTML.
 *
 * @param welcome  how to play, in a few lines (the welcome shows them)
 * @param sections the rules reference, in reading order
 */
public record GameHelp(List<String> welcome, List<Section> sections) {
    /** A game without help: the welcome and the reference leave it out. */
    public static final GameHelp NONE = new GameHelp(List.of(), List.of());

    public GameHelp {
        welcome = List.copyOf(welcome);
        sections = List.copyOf(sections);
    }

    /**
     * A heading of the reference with its text and, if any, a picture.
     *
     * @param level 1 for a chapter, 2 for an entry inside one (a gene)
     */
    public record Section(String title, String text, Icon picture, int level) {
        public Section {
            Objects.requireNonNull(title, "title");
            Objects.requireNonNull(text, "text");
        }
    }

    /**
     * Reads a rules file from the class path. Its lines: {@code == Title} starts a section (the first one,
     * {@code == @welcome}, holds the welcome's lines), {@code @picture NAME} gives the section the picture
     * {@code pictures} draws for that name, {@code @genes} puts the {@code genes} in at that point as entries
     * of the section; every other line is text. Lines starting with {@code #} are comments.
     */
    public static GameHelp read(Class<?> owner, String resource, Function<String, Icon> pictures, List<Section> genes) {
        String content;
        try (InputStream in = owner.getResourceAsStream(resource)) {
            if (in == null) {
                throw new MissingResourceException("no rules text " + resource, owner.getName(), resource);
            }
            content = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + resource, e);
        }
        return parse(content, pictures, genes);
    }

    /** The help a rules text gives (see {@link #read}). */
    public static GameHelp parse(String content, Function<String, Icon> pictures, List<Section> genes) {
        List<String> welcome = new ArrayList<>();
        List<Section> sections = new ArrayList<>();
        String title = null;
        Icon picture = null;
        List<Section> after = List.of();
        StringBuilder text = new StringBuilder();
        for (String raw : (content + "\n== @end").split("\r?\n")) {
            String line = raw.stripTrailing();
            if (line.startsWith("#")) {
                continue;
            }
            if (line.startsWith("== ")) {
                if (title != null && title.equals("@welcome")) {
                    text.toString().lines().filter(l -> !l.isBlank()).forEach(welcome::add);
                } else if (title != null) {
                    sections.add(new Section(title, text.toString().strip(), picture, 1));
                    sections.addAll(after);
                }
                title = line.substring(3).strip();
                picture = null;
                after = List.of();
                text.setLength(0);
            } else if (line.startsWith("@picture ")) {
                picture = pictures.apply(line.substring(9).strip());
            } else if (line.equals("@genes")) {
                after = genes;
            } else {
                text.append(line).append('\n');
            }
        }
        return new GameHelp(welcome, sections);
    }
}
