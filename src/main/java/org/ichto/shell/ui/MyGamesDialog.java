package org.ichto.shell.ui;

import net.miginfocom.swing.MigLayout;
import org.ichto.shell.ai.PlayerSpec;
import org.ichto.shell.rating.PlayerRatings;
import org.ichto.shell.rating.RatedGame;
import org.ichto.shell.rating.RatingTable;
import org.ichto.shell.ui.text.Texts;

import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTabbedPane;
import javax.swing.UIManager;
import java.awt.Color;
import java.awt.Font;
import java.awt.Window;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Statistics, My games: for each game the player's rating, its course over the rated games, the record
 * against each computer opponent met and the best results.
 */
final class MyGamesDialog {
    private MyGamesDialog() {
    }

    static void show(Window owner, List<GameUi<?, ?, ?, ?>> games, GameUi<?, ?, ?, ?> first, Locale locale,
                     PlayerRatings ratings) {
        Texts texts = first.texts(locale);
        JDialog d = new JDialog(owner, texts.get("mygames.title"), JDialog.ModalityType.MODELESS);
        d.setName("myGames");
        JTabbedPane tabs = new JTabbedPane();
        tabs.setName("myGames.tabs");
        for (GameUi<?, ?, ?, ?> ui : games) {
            Texts t = ui.texts(locale);
            tabs.addTab(t.get("game.name"), page(ui, t, ratings));
        }
        tabs.setSelectedIndex(Math.max(0, games.indexOf(first)));
        JPanel root = new JPanel(new MigLayout("wrap 1, insets 10", "[grow, fill]", "[grow, fill][]"));
        root.add(tabs, "grow");
        JButton close = new JButton(texts.get("button.close"));
        close.setName("myGames.close");
        close.addActionListener(e -> d.dispose());
        root.add(close, "right, growx 0");
        d.setContentPane(root);
        d.pack();
        d.setLocationRelativeTo(owner);
        d.setVisible(true);
    }

    private static JLabel plain(String text, String name) {
        JLabel l = new JLabel(text);
        l.putClientProperty("html.disable", Boolean.TRUE);
        if (name != null) {
            l.setName(name);
        }
        return l;
    }

    private static JComponent page(GameUi<?, ?, ?, ?> ui, Texts texts, PlayerRatings ratings) {
        String game = ui.game().id();
        String id = "myGames." + game + ".";
        List<RatedGame> history = ratings.history(game);
        JPanel page = new JPanel(new MigLayout("wrap 1, insets 10", "[grow, fill]"));
        JLabel rating = plain(texts.format("mygames.rating", Integer.toString(ratings.current(game).points()),
                history.size()), id + "rating");
        rating.setFont(rating.getFont().deriveFont(Font.BOLD, rating.getFont().getSize2D() + 4f));
        page.add(rating);
        if (history.isEmpty()) {
            page.add(plain(texts.get("mygames.none"), id + "none"));
            return page;
        }
        List<Integer> points = new ArrayList<>();
        points.add(history.get(0).before());
        history.forEach(g -> points.add(g.after()));
        Color line = UIManager.getColor("Component.accentColor") != null ? UIManager.getColor("Component.accentColor")
                : new Color(40, 110, 200);
        RatingChart chart = new RatingChart(points, line, texts.get("mygames.chart.games"));
        chart.setName(id + "chart");
        page.add(plain(texts.get("mygames.chart.title"), null), "gaptop 6");
        page.add(chart, "grow, hmin 180");

        page.add(plain(texts.get("mygames.against"), null), "gaptop 8");
        JPanel table = FiguresTable.headed(texts, List.of("mygames.col.opponent", "mygames.col.rating",
                "mygames.col.games", "mygames.col.ahead", "mygames.col.place"), id + "against");
        Optional<RatingTable> shipped = RatingTable.shipped(game);
        int row = 0;
        for (PlayerRatings.Against a : ratings.against(game)) {
            table.add(plain(opponent(a.player(), texts), id + "against." + row + ".name"));
            table.add(plain(shipped.flatMap(t -> t.find(a.player())).map(e -> Integer.toString(e.points()))
                    .orElse("\u2013"), null));
            table.add(plain(Integer.toString(a.games()), id + "against." + row + ".games"));
            table.add(plain(Integer.toString(a.wins()), id + "against." + row + ".ahead"));
            table.add(plain(String.format(texts.locale(), "%.1f", a.meanPlace()), null));
            row++;
        }
        JScrollPane scroll = new JScrollPane(table);
        scroll.setBorder(null);
        page.add(scroll, "grow, hmax 160");

        page.add(plain(texts.get("mygames.best"), null), "gaptop 8");
        ratings.highest(game).ifPresent(g -> page.add(plain(texts.format("mygames.best.highest",
                Integer.toString(g.after()), day(g)), id + "best.highest")));
        ratings.bestWin(game).ifPresent(g -> page.add(plain(texts.format("mygames.best.win",
                opponent(strongest(g).player(), texts), Integer.toString(strongest(g).points()), day(g)),
                id + "best.win")));
        ratings.bestScore(game).ifPresent(g -> page.add(plain(texts.format("mygames.best.score", g.score(), g.place(),
                day(g)), id + "best.score")));
        return page;
    }

    private static RatedGame.Opponent strongest(RatedGame g) {
        return g.opponents().stream().max(java.util.Comparator.comparingInt(RatedGame.Opponent::points))
                .orElseThrow();
    }

    /** The day a game ended, as written in the file (yyyy-mm-dd). */
    private static String day(RatedGame g) {
        return g.when().length() >= 10 ? g.when().substring(0, 10) : g.when();
    }

    /** "Predator, hard": a computer opponent in words; a spec that cannot be read as itself. */
    static String opponent(String spec, Texts texts) {
        try {
            PlayerSpec s = PlayerSpec.parse(spec);
            return texts.format("mygames.opponent", texts.personality(s.name()),
                    texts.get("difficulty." + s.difficulty().id()).toLowerCase(texts.locale()));
        } catch (IllegalArgumentException e) {
            return spec;
        }
    }
}
