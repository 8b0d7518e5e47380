using System.Net;
using System.Net.Sockets;

namespace AsyncLab.Data.Postgres;

internal static class FreeTcpPort
{
    /// <summary>A port the OS just handed out on 127.0.0.1; free unless another process grabs it first.</summary>
    public static int Pick()
    {
        using var listener = new TcpListener(IPAddress.Loopback, 0);
        listener.Start();
        return ((IPEndPoint)listener.LocalEndpoint).Port;
    }
}
