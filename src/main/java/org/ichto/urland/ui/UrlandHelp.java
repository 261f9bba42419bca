package org.ichto.urland.ui;

import org.ichto.shell.game.Seat;
import org.ichto.shell.ui.GameHelp;
import org.ichto.urland.UrlandGame;
import org.ichto.urland.rules.Gene;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.ui.board.BoardPainter;
import org.ichto.urland.ui.board.BoardTheme;
import org.ichto.urland.ui.board.Highlights;
import org.ichto.urland.ui.text.UrlandTexts;

import javax.swing.Icon;
import javax.swing.ImageIcon;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;

/**
 * Urland's help: the rules reference from {@code help/rules.txt} (Dutch {@code rules_nl.txt}) with every gene
 * from the game's bundle (its name, its full card text, when it works), and pictures drawn by the board's own
 * painter and the seats' icons.
 */
final class UrlandHelp {
    /** The rules texts, by language ending. */
    static final String RULES = "/org/ichto/urland/ui/help/rules";
    private static final List<String> COLOURS = List.of("red", "blue", "yellow", "green", "purple");

    private UrlandHelp() {
    }

    static GameHelp of(UrlandTexts texts, boolean dark) {
        return GameHelp.read(UrlandHelp.class, RULES + UrlandTexts.suffix(texts.locale()) + ".txt",
                name -> picture(name, texts, dark), genes(texts));
    }

    /** Each gene as an entry of the reference: its name, when it works, and its card. */
    static List<GameHelp.Section> genes(UrlandTexts texts) {
        List<GameHelp.Section> all = new ArrayList<>();
        for (Gene g : Gene.values()) {
            String when = texts.get(g.acts() ? "gene.acts" : "gene.automatic")
                    + (!g.inGameWith(3) ? " \u00b7 " + texts.get("gene.notForThree") : "");
            all.add(new GameHelp.Section(texts.gene(g), when + "\n" + texts.geneText(g), null, 2));
        }
        return all;
    }

    private static Icon picture(String name, UrlandTexts texts, boolean dark) {
        return switch (name) {
            case "board" -> board(texts, dark);
            case "pieces" -> pieces();
            default -> throw new IllegalArgumentException("no picture called " + name);
        };
    }

    /** The board at the start of a game of four, as the painter draws it on screen. */
    private static Icon board(UrlandTexts texts, boolean dark) {
        GameState start = UrlandGame.newGame(4, 2001);
        List<Seat> seats = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            seats.add(Seat.human(texts.colour(COLOURS.get(i)), COLOURS.get(i)));
        }
        int w = 640;
        int h = 440;
        BufferedImage image = new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = image.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        new BoardPainter(dark ? BoardTheme.DARK : BoardTheme.LIGHT, BoardLabels.of(texts))
                .paint(g, start, seats, w, h, Highlights.NONE);
        g.dispose();
        return new ImageIcon(image);
    }

    /** The five colours' pieces, each with its own shape. */
    private static Icon pieces() {
        int size = 28;
        BufferedImage image = new BufferedImage(COLOURS.size() * (size + 10), size + 4, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = image.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        for (int i = 0; i < COLOURS.size(); i++) {
            SeatIcon.of(COLOURS.get(i), size).paintIcon(null, g, i * (size + 10), 2);
        }
        g.dispose();
        return new ImageIcon(image);
    }
}
